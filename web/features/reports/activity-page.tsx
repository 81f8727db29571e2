// /admin/activity: every change organisers made, in sentences, filtered by organiser, kind of change
// and the names it mentions, a page at a time.
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_KINDS, type ActivityKind } from '../../../common/admin-api';
import { AdminSection } from '../../components/admin-section';
import { Button } from '../../components/button';
import { QueryBoundary } from '../../components/query-boundary';
import { ActivityList } from './activity-list';
import { reportQueries, type Activity } from './reports-api';

const PAGE_SIZE = 25;

export function ActivityPage() {
  const { t } = useTranslation();
  const id = useId();
  const [actor, setActor] = useState('');
  const [kind, setKind] = useState<ActivityKind | ''>('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const search = new URLSearchParams({
    actor,
    kind,
    q,
    page: String(page),
    pageSize: String(PAGE_SIZE),
  });
  const activity = useQuery(reportQueries.activity(search.toString()));
  /** A changed filter starts again from the newest changes. */
  const filter =
    <Value,>(set: (value: Value) => void) =>
    (value: Value) => {
      set(value);
      setPage(1);
    };
  const organisers = activity.data?.organisers ?? [];

  return (
    <AdminSection section="activity">
      <div className="activity-filters" role="search" aria-label={t('admin.activity.filtersLabel')}>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-actor`}>
            {t('admin.activity.organiser')}
          </label>
          <select
            id={`${id}-actor`}
            value={actor}
            onChange={(event) => filter(setActor)(event.target.value)}
          >
            <option value="">{t('admin.activity.anyOrganiser')}</option>
            {organisers.map((organiser) => (
              <option key={organiser.phone} value={organiser.phone}>
                {organiser.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-kind`}>
            {t('admin.activity.kind')}
          </label>
          <select
            id={`${id}-kind`}
            value={kind}
            onChange={(event) => filter(setKind)(event.target.value as ActivityKind | '')}
          >
            <option value="">{t('admin.activity.anyKind')}</option>
            {ACTIVITY_KINDS.map((each) => (
              <option key={each} value={each}>
                {t(`admin.activity.kinds.${each}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-q`}>
            {t('admin.activity.search')}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            value={q}
            maxLength={100}
            onChange={(event) => filter(setQ)(event.target.value)}
          />
        </div>
      </div>
      <QueryBoundary query={activity}>
        {(log) => (
          <ActivityPageOf
            log={log}
            page={page}
            onPage={setPage}
            filtered={Boolean(actor || kind || q.trim())}
          />
        )}
      </QueryBoundary>
    </AdminSection>
  );
}

type PageProps = { log: Activity; page: number; onPage: (page: number) => void; filtered: boolean };

function ActivityPageOf({ log, page, onPage, filtered }: PageProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(log.total / PAGE_SIZE));
  if (log.total === 0)
    return (
      <p className="empty-state">
        {filtered ? t('admin.activity.noMatch') : t('admin.activity.empty')}
      </p>
    );
  return (
    <>
      <p role="status">{t('admin.activity.total', { count: log.total })}</p>
      <ActivityList entries={log.entries} />
      {pages > 1 && (
        <div className="activity-pager">
          <Button look="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('admin.previous')}
          </Button>
          <span>{t('admin.pageOf', { page, pages })}</span>
          <Button look="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t('admin.next')}
          </Button>
        </div>
      )}
    </>
  );
}
