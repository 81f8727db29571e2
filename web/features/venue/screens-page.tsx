// /admin/screens: the links that show the event on a venue's big screen without a sign-in: a new
// one, each live one's address, what its screens show now, settings and Revoke (confirmed first),
// and the revoked ones.
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminActivity } from '../../../common/engage';
import { localized } from '../../../common/event';
import { AdminSection } from '../../components/admin-section';
import { ConfirmDialog, useConfirmation } from '../../components/confirm-dialog';
import { QueryBoundary } from '../../components/query-boundary';
import { useToast } from '../../components/toast/toast-provider';
import { useEventTimeFormat } from '../../lib/event-time';
import { adminQuizListQuery, type AdminQuiz } from '../../lib/admin-quiz-list';
import { usePendingFocus } from '../../lib/use-pending-focus';
import { NewScreenLinkForm } from './new-screen-link-form';
import type { ContestChoice } from './screen-link-fields';
import { ScreenLinkItem } from './screen-link-item';
import { useRevokeScreenLink, venueQueries, type AdminScreenLink } from './venue-api';
import './venue.css';

const NO_ACTIVITIES: readonly AdminActivity[] = [];

export function ScreensPage() {
  const { t } = useTranslation();
  const links = useQuery(venueQueries.screens());
  const quizzes = useQuery(adminQuizListQuery());
  // Only the "Shows now" choice needs them: the links show without them while they load or fail.
  const activities = useQuery(venueQueries.activities()).data?.activities ?? NO_ACTIVITIES;
  return (
    <AdminSection section="screens" className="venue">
      <div className="venue-intro">
        <p>{t('venueAdmin.screens.intro')}</p>
        <p>{t('venueAdmin.screens.secret')}</p>
      </div>
      <QueryBoundary query={quizzes}>
        {({ quizzes: list }) => (
          <QueryBoundary query={links}>
            {(loaded) => <ScreenLinks links={loaded} quizzes={list} activities={activities} />}
          </QueryBoundary>
        )}
      </QueryBoundary>
    </AdminSection>
  );
}

/** The contests a screen can show, in the quiz list's order: archived ones are not offered. */
function useContestChoices(quizzes: readonly AdminQuiz[]): ContestChoice[] {
  const { i18n } = useTranslation();
  return quizzes
    .filter((quiz) => quiz.kind === 'contest' && !quiz.archived)
    .map((quiz) => ({ id: quiz.id, title: localized(quiz.title, i18n.language) }));
}

type LinksProps = {
  links: AdminScreenLink[];
  quizzes: AdminQuiz[];
  activities: readonly AdminActivity[];
};

function ScreenLinks({ links, quizzes, activities }: LinksProps) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const toast = useToast();
  const contests = useContestChoices(quizzes);
  const revoking = useConfirmation<AdminScreenLink>();
  const focusWhenReady = usePendingFocus<readonly AdminScreenLink[]>(links);
  const headingId = (id: string) => `${idPrefix}-${id}-heading`;
  const live = links.filter((link) => link.revokedAt === null);
  const revoked = links.filter((link) => link.revokedAt !== null);

  const revoke = useRevokeScreenLink({
    onSuccess: (_reply, link) => {
      toast.show(t('venueAdmin.screens.revoked', { name: link.name }), 'success');
      // Its Revoke button is gone: the keyboard goes to its name in the revoked list.
      focusWhenReady(headingId(link.id), (shown) =>
        shown.some((item) => item.id === link.id && item.revokedAt !== null),
      );
    },
  });

  const listHeadingId = `${idPrefix}-list`;
  const revokedHeadingId = `${idPrefix}-revoked`;
  return (
    <>
      <NewScreenLinkForm contests={contests} />
      <section className="venue-wide" aria-labelledby={listHeadingId}>
        <h3 id={listHeadingId}>{t('venueAdmin.screens.listHeading', { count: live.length })}</h3>
        {live.length === 0 ? (
          <p className="empty-state">{t('venueAdmin.screens.none')}</p>
        ) : (
          <ul className="venue-links">
            {live.map((link) => (
              <li key={link.id}>
                <ScreenLinkItem
                  link={link}
                  contests={contests}
                  activities={activities}
                  headingId={headingId(link.id)}
                  onRevoke={() => revoking.ask(link)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      {revoked.length > 0 && (
        <section className="admin-card venue-wide" aria-labelledby={revokedHeadingId}>
          <h3 id={revokedHeadingId}>
            {t('venueAdmin.screens.revokedHeading', { count: revoked.length })}
          </h3>
          <RevokedLinks links={revoked} headingId={headingId} />
        </section>
      )}
      <ConfirmDialog
        title={t('venueAdmin.screens.confirmRevoke', { name: revoking.subject?.name ?? '' })}
        description={t('venueAdmin.screens.revokeExplained')}
        confirmLabel={t('venueAdmin.screens.revoke')}
        confirmation={revoking}
        onConfirm={(link) => revoke.mutate(link)}
      />
    </>
  );
}

type RevokedProps = { links: AdminScreenLink[]; headingId: (id: string) => string };

function RevokedLinks({ links, headingId }: RevokedProps) {
  const { t } = useTranslation();
  const formatTime = useEventTimeFormat();
  return (
    <ul className="venue-list">
      {links.map((link) => (
        <li key={link.id}>
          <h4 id={headingId(link.id)} tabIndex={-1}>
            {link.name}
          </h4>
          <p className="venue-note">
            {t('venueAdmin.screens.revokedAt', { time: formatTime(link.revokedAt!) })}
          </p>
        </li>
      ))}
    </ul>
  );
}
