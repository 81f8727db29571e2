// /admin/users: every registration, searched, sorted and paged on the server, exported as CSV;
// each leads to its corrections.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTeams } from '../../lib/teams';
import { Link } from 'react-router';
import { AdminSection } from '../../components/admin-section';
import { QueryBoundary } from '../../components/query-boundary';
import { useEventTimeFormat } from '../../lib/event-time';
import { peopleQueries, type Registrations } from './people-api';
import { AdminTable } from '../../components/admin-table';
import { Button } from '../../components/button';
import './people.css';

const PAGE_SIZE = 25;

export function RegistrationsPage() {
  const formatTime = useEventTimeFormat();
  const { t } = useTranslation();
  const teams = useTeams();
  const [q, setQ] = useState('');
  const [sort, setSort] = useState('createdAt');
  const [dir, setDir] = useState<'asc' | 'desc'>('desc');
  const [page, setPage] = useState(1);
  const params = new URLSearchParams({
    q,
    sort,
    dir,
    page: String(page),
    pageSize: String(PAGE_SIZE),
  });
  const result = useQuery(peopleQueries.registrations(params.toString()));
  const exportParams = new URLSearchParams({ q, sort, dir });

  function sortBy(column: string) {
    if (sort === column) setDir(dir === 'asc' ? 'desc' : 'asc');
    else {
      setSort(column);
      setDir('asc');
    }
    setPage(1);
  }

  const header = (column: string, label: string) => (
    <th
      scope="col"
      aria-sort={sort === column ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <button type="button" className="sort-button" onClick={() => sortBy(column)}>
        {label}
      </button>
    </th>
  );

  return (
    <AdminSection section="users">
      <div className="admin-toolbar">
        <label className="field admin-search">
          <span className="field-label">{t('admin.search')}</span>
          <input
            type="search"
            value={q}
            onChange={(event) => {
              setQ(event.target.value);
              setPage(1);
            }}
          />
        </label>
        <a
          className="button button-secondary"
          href={`/api/admin/registrations.csv?${exportParams.toString()}`}
          download
        >
          {t('admin.exportCsv')}
        </a>
      </div>
      <QueryBoundary query={result}>
        {(list) => (
          <>
            <p>{t('admin.total', { count: list.total })}</p>
            <AdminTable
              label={t('admin.sections.users')}
              columns={[
                t('admin.photo'),
                header('employeeId', t('profile.employeeId')),
                header('name', t('profile.name')),
                t('profile.gender'),
                header('team', t('profile.rso')),
                t('admin.phone'),
                header('createdAt', t('admin.registeredAt')),
                <th scope="col">
                  <span className="visually-hidden">{t('admin.person.manage')}</span>
                </th>,
              ]}
            >
              {list.rows.map((row) => (
                <tr key={row.uid}>
                  <td>
                    {row.selfieUrl ? (
                      <img
                        src={row.selfieUrl}
                        alt={row.name}
                        width={40}
                        height={40}
                        className="admin-thumb"
                      />
                    ) : null}
                  </td>
                  <td>{row.employeeId}</td>
                  <td>{row.name}</td>
                  <td>{row.gender}</td>
                  <td>
                    {teams.office(row.team)} ({teams.label(row.team)})
                  </td>
                  <td>{row.phone}</td>
                  <td>{formatTime(row.createdAt)}</td>
                  <td>
                    <Link
                      to={`/admin/users/${row.uid}`}
                      aria-label={t('admin.person.manageLabel', { name: row.name })}
                    >
                      {t('admin.person.manage')}
                    </Link>
                  </td>
                </tr>
              ))}
            </AdminTable>
            <div className="pager">
              <Button look="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('admin.previous')}
              </Button>
              <span>{t('admin.pageOf', { page, pages: pageCount(list) })}</span>
              <Button
                look="secondary"
                disabled={page >= pageCount(list)}
                onClick={() => setPage(page + 1)}
              >
                {t('admin.next')}
              </Button>
            </div>
          </>
        )}
      </QueryBoundary>
    </AdminSection>
  );
}

/** How many pages the whole list fills; one when it is empty. */
function pageCount(list: Registrations): number {
  return Math.max(1, Math.ceil(list.total / PAGE_SIZE));
}
