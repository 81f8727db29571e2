// /admin/engage/:id: one activity as it runs, read again every 2 s until it ends: where it stands,
// Start now or End now, what the hall sees (a poll's bars, the cloud's words) and everything sent
// to it with the moderator's buttons.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AdminSection } from '../../components/admin-section';
import { Button } from '../../components/button';
import { ConfirmDialog, useConfirmation } from '../../components/confirm-dialog';
import { QueryBoundary } from '../../components/query-boundary';
import { useToast } from '../../components/toast/toast-provider';
import { useEventTimeFormat } from '../../lib/event-time';
import { formatCount } from '../../lib/format-count';
import { ActivityStatus, KindLabel } from './activity-labels';
import { ActivityModeration } from './activity-moderation';
import { CloudWords, PollBars } from './activity-results';
import {
  engageQueries,
  useEndActivity,
  useStartActivity,
  type AdminActivity,
  type AdminActivityDetail,
} from './engage-admin-api';
import './engage-admin.css';

export function ActivityPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const detail = useQuery(engageQueries.activity(id));
  return (
    <AdminSection section="engage" className="engage">
      <p className="engage-wide engage-back-line">
        <Link to="/admin/engage" className="engage-back">
          <span aria-hidden="true">←</span> {t('engage.detail.back')}
        </Link>
      </p>
      <QueryBoundary query={detail}>{(loaded) => <ActivityDetail detail={loaded} />}</QueryBoundary>
    </AdminSection>
  );
}

function ActivityDetail({ detail }: { detail: AdminActivityDetail }) {
  const { activity, poll, cloud } = detail;
  return (
    <>
      <ActivityHeader activity={activity} />
      {poll && <PollBars activity={activity} poll={poll} />}
      {cloud && <CloudWords cloud={cloud} />}
      <ActivityModeration detail={detail} />
    </>
  );
}

function ActivityHeader({ activity }: { activity: AdminActivity }) {
  const { t } = useTranslation();
  const toast = useToast();
  const formatTime = useEventTimeFormat();
  const ending = useConfirmation<AdminActivity>();
  const title = activity.title.en;
  const start = useStartActivity({
    onSuccess: () => toast.show(t('engage.list.started', { title }), 'success'),
  });
  const end = useEndActivity({
    onSuccess: () => toast.show(t('engage.list.ended', { title }), 'success'),
  });
  const times =
    activity.status === 'ended'
      ? t('engage.list.endedAt', { time: formatTime(activity.endsAt ?? 0) })
      : activity.endsAt === null
        ? t(`engage.list.${activity.status === 'scheduled' ? 'starts' : 'since'}`, {
            start: formatTime(activity.startsAt),
          })
        : t(`engage.list.${activity.status === 'scheduled' ? 'startsUntil' : 'sinceUntil'}`, {
            start: formatTime(activity.startsAt),
            end: formatTime(activity.endsAt),
          });

  return (
    <section className="admin-card engage-wide engage-header" aria-labelledby="activity-title">
      <p className="engage-kind">
        <KindLabel kind={activity.kind} />
      </p>
      <h3 id="activity-title">{title}</h3>
      {activity.title.hi && <p lang="hi">{activity.title.hi}</p>}
      <p>
        <ActivityStatus status={activity.status} /> <span className="engage-note">{times}</span>
      </p>
      <p role="status" className="engage-figures">
        {t('engage.detail.figures', {
          sends: formatCount(activity.sends),
          waiting: formatCount(activity.waiting),
        })}
      </p>
      {activity.points > 0 && (
        <p className="engage-note">
          {t('engage.detail.points', { count: activity.points, cap: activity.pointsCap })}
        </p>
      )}
      <div className="engage-actions">
        {activity.status === 'scheduled' && (
          <Button look="primary" disabled={start.isPending} onClick={() => start.mutate(activity)}>
            {t('engage.list.start')}
          </Button>
        )}
        {activity.status === 'live' && (
          <Button look="secondary" onClick={() => ending.ask(activity)}>
            {t('engage.list.end')}
          </Button>
        )}
      </div>
      <ConfirmDialog
        title={t('engage.list.confirmEnd', { title })}
        description={t('engage.list.endExplained')}
        confirmLabel={t('engage.list.end')}
        confirmation={ending}
        onConfirm={(confirmed) => end.mutate(confirmed)}
      />
    </section>
  );
}
