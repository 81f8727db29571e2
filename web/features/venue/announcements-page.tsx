// /admin/announcements: a new announcement (now or at a set time), and every one by where it stands:
// showing now, scheduled, ended; End (confirmed first) on any that has not ended. The list is read
// again every 15 s while the page is open, so a scheduled one moves to Showing now on its own.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminSection } from '../../components/admin-section';
import { ConfirmDialog, useConfirmation } from '../../components/confirm-dialog';
import { QueryBoundary } from '../../components/query-boundary';
import { useToast } from '../../components/toast/toast-provider';
import { usePendingFocus } from '../../lib/use-pending-focus';
import {
  AnnouncementGroup,
  shortText,
  statusOf,
  type AnnouncementStatus,
} from './announcement-group';
import { NewAnnouncementForm } from './new-announcement-form';
import {
  ANNOUNCEMENTS_REFRESH_MS,
  useEndAnnouncement,
  venueQueries,
  type AdminAnnouncement,
} from './venue-api';
import './venue.css';

export function AnnouncementsPage() {
  const { t } = useTranslation();
  const announcements = useQuery(venueQueries.announcements());
  const now = useClock(announcements.dataUpdatedAt);
  return (
    <AdminSection section="announcements" className="venue">
      <p className="venue-intro">{t('venueAdmin.announcements.intro')}</p>
      <NewAnnouncementForm />
      <QueryBoundary query={announcements}>
        {(loaded) => <Announcements announcements={loaded} now={now} />}
      </QueryBoundary>
    </AdminSection>
  );
}

/** The time the statuses are judged by: the latest read's, or later as the page stays open. */
function useClock(readAt: number): number {
  const [tick, setTick] = useState(readAt);
  useEffect(() => {
    const timer = window.setInterval(() => setTick(Date.now()), ANNOUNCEMENTS_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);
  return Math.max(tick, readAt);
}

/** Each status's order: the latest first, but the next to start first among the scheduled. */
const ORDER: Record<AnnouncementStatus, (a: AdminAnnouncement, b: AdminAnnouncement) => number> = {
  showing: (a, b) => b.startsAt - a.startsAt,
  scheduled: (a, b) => a.startsAt - b.startsAt,
  ended: (a, b) => (b.endsAt ?? 0) - (a.endsAt ?? 0),
};

type Props = { announcements: AdminAnnouncement[]; now: number };

function Announcements({ announcements, now }: Props) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const toast = useToast();
  const ending = useConfirmation<AdminAnnouncement>();
  const focusWhenReady = usePendingFocus<readonly AdminAnnouncement[]>(announcements);
  const textId = (id: string) => `${idPrefix}-${id}-text`;
  const groupOf = (status: AnnouncementStatus) =>
    announcements.filter((item) => statusOf(item, now) === status).sort(ORDER[status]);

  const end = useEndAnnouncement({
    onSuccess: (_ended, announcement) => {
      toast.show(t('venueAdmin.announcements.ended'), 'success');
      // Its End button is gone: the keyboard goes to its text among the ended ones.
      focusWhenReady(textId(announcement.id), (shown) =>
        shown.some((item) => item.id === announcement.id && item.endedBy !== null),
      );
    },
  });

  const endingStatus = ending.subject ? statusOf(ending.subject, now) : 'showing';
  return (
    <>
      {(['showing', 'scheduled', 'ended'] as const).map((status) => (
        <AnnouncementGroup
          key={status}
          status={status}
          announcements={groupOf(status)}
          textId={textId}
          onEnd={ending.ask}
        />
      ))}
      <ConfirmDialog
        title={t('venueAdmin.announcements.confirmEnd', {
          text: ending.subject ? shortText(ending.subject.text.en) : '',
        })}
        description={t(
          endingStatus === 'scheduled'
            ? 'venueAdmin.announcements.endScheduledExplained'
            : 'venueAdmin.announcements.endExplained',
        )}
        confirmLabel={t('venueAdmin.announcements.end')}
        confirmation={ending}
        onConfirm={(announcement) => end.mutate(announcement)}
      />
    </>
  );
}
