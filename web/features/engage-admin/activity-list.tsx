// The activities, the newest first: each one's kind, title, where it stands, what it received and
// what waits for a moderator, with Open, Start now, End now (asked first while it is live), Edit
// and Delete (only before anyone sent to it; the server says why otherwise).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminTable } from '../../components/admin-table';
import { Button } from '../../components/button';
import { ConfirmDialog, useConfirmation } from '../../components/confirm-dialog';
import { useToast } from '../../components/toast/toast-provider';
import { useEventTimeFormat } from '../../lib/event-time';
import { formatCount } from '../../lib/format-count';
import { usePendingFocus } from '../../lib/use-pending-focus';
import { ActivityStatus, KindLabel } from './activity-labels';
import {
  useDeleteActivity,
  useEndActivity,
  useStartActivity,
  type AdminActivity,
} from './engage-admin-api';

type Props = {
  activities: AdminActivity[];
  onEdit: (activity: AdminActivity) => void;
};

export function ActivityList({ activities, onEdit }: Props) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const toast = useToast();
  const formatTime = useEventTimeFormat();
  const ending = useConfirmation<AdminActivity>();
  const deleting = useConfirmation<AdminActivity>();
  const focusWhenReady = usePendingFocus<readonly AdminActivity[]>(activities);
  const rowId = (id: string) => `${idPrefix}-${id}`;
  const headingId = `${idPrefix}-heading`;
  const sorted = [...activities].sort((a, b) => b.createdAt - a.createdAt);

  /** Its buttons changed: the keyboard goes to its title once the list shows `status`. */
  const focusRow = (activity: AdminActivity, status: AdminActivity['status']) =>
    focusWhenReady(rowId(activity.id), (shown) =>
      shown.some((item) => item.id === activity.id && item.status === status),
    );

  const start = useStartActivity({
    onSuccess: (started) => {
      toast.show(t('engage.list.started', { title: started.title.en }), 'success');
      focusRow(started, 'live');
    },
  });
  const end = useEndActivity({
    onSuccess: (ended) => {
      toast.show(t('engage.list.ended', { title: ended.title.en }), 'success');
      focusRow(ended, 'ended');
    },
  });
  const remove = useDeleteActivity({
    onSuccess: (_nothing, removed) => {
      toast.show(t('engage.list.deleted', { title: removed.title.en }), 'success');
      focusWhenReady(headingId, (shown) => !shown.some((item) => item.id === removed.id));
    },
  });

  function timesOf({ status, startsAt, endsAt }: AdminActivity): string {
    const start = formatTime(startsAt);
    if (status === 'ended') return t('engage.list.endedAt', { time: formatTime(endsAt ?? 0) });
    const key = status === 'scheduled' ? 'starts' : 'since';
    return endsAt === null
      ? t(`engage.list.${key}`, { start })
      : t(`engage.list.${key}Until`, { start, end: formatTime(endsAt) });
  }

  return (
    <section className="engage-wide" aria-labelledby={headingId}>
      <h3 id={headingId} tabIndex={-1}>
        {t('engage.list.heading', { count: activities.length })}
      </h3>
      {sorted.length === 0 ? (
        <p className="empty-state">{t('engage.list.none')}</p>
      ) : (
        <AdminTable
          label={t('engage.list.label')}
          columns={[
            t('engage.list.activity'),
            t('engage.list.status'),
            t('engage.list.sends'),
            t('engage.list.waiting'),
            <th key="actions" scope="col">
              <span className="visually-hidden">{t('engage.list.actions')}</span>
            </th>,
          ]}
        >
          {sorted.map((activity) => {
            const title = activity.title.en;
            return (
              <tr key={activity.id}>
                <th scope="row">
                  <span className="engage-kind">
                    <KindLabel kind={activity.kind} />
                  </span>
                  <span id={rowId(activity.id)} tabIndex={-1} className="engage-title">
                    {title}
                  </span>
                  {activity.title.hi && <span lang="hi">{activity.title.hi}</span>}
                </th>
                <td>
                  <ActivityStatus status={activity.status} />
                  <span className="engage-note">{timesOf(activity)}</span>
                </td>
                <td className="engage-figure">{formatCount(activity.sends)}</td>
                <td className="engage-figure">{formatCount(activity.waiting)}</td>
                <td>
                  <div className="engage-actions">
                    <Link
                      to={`/admin/engage/${activity.id}`}
                      className="button button-secondary"
                      aria-label={t('engage.list.openNamed', { title })}
                    >
                      {t('engage.list.open')}
                    </Link>
                    {activity.status === 'scheduled' && (
                      <Button
                        look="primary"
                        aria-label={t('engage.list.startNamed', { title })}
                        disabled={start.isPending}
                        onClick={() => start.mutate(activity)}
                      >
                        {t('engage.list.start')}
                      </Button>
                    )}
                    {activity.status === 'live' && (
                      <Button
                        look="secondary"
                        aria-label={t('engage.list.endNamed', { title })}
                        onClick={() => ending.ask(activity)}
                      >
                        {t('engage.list.end')}
                      </Button>
                    )}
                    {activity.status !== 'ended' && (
                      <Button
                        look="secondary"
                        aria-label={t('engage.list.editNamed', { title })}
                        onClick={() => onEdit(activity)}
                      >
                        {t('engage.list.edit')}
                      </Button>
                    )}
                    {activity.sends === 0 && (
                      <Button
                        look="link"
                        aria-label={t('engage.list.deleteNamed', { title })}
                        onClick={() => deleting.ask(activity)}
                      >
                        {t('engage.list.delete')}
                      </Button>
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </AdminTable>
      )}
      <ConfirmDialog
        title={t('engage.list.confirmEnd', { title: ending.subject?.title.en ?? '' })}
        description={t('engage.list.endExplained')}
        confirmLabel={t('engage.list.end')}
        confirmation={ending}
        onConfirm={(activity) => end.mutate(activity)}
      />
      <ConfirmDialog
        title={t('engage.list.confirmDelete', { title: deleting.subject?.title.en ?? '' })}
        description={t('engage.list.deleteExplained')}
        confirmLabel={t('engage.list.delete')}
        confirmation={deleting}
        onConfirm={(activity) => remove.mutate(activity)}
      />
    </section>
  );
}
