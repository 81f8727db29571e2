import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Activity, ActivityEntry, Overview } from '../../../common/admin-api';
import type { ApiErrorBody } from '../../../common/api';
import { makeOverview } from '../../test/factories';
import { server } from '../../test/msw';
import { renderElement } from '../../test/render';
import { AdminDashboardPage } from './admin-dashboard-page';

const LOAD_FAILED = 'This could not be loaded. Please check your connection and try again.';

const serverDown = () =>
  HttpResponse.json<ApiErrorBody>(
    { error: { code: 'internal', message: 'Something went wrong. Please try again.' } },
    { status: 500 },
  );

/** Answers GET `path` with `failure` until `recover()` is called, then with `body`. */
function failingUntilRecovered(path: string, failure: () => Response, body: unknown) {
  let recovered = false;
  server.use(http.get(path, () => (recovered ? HttpResponse.json(body as object) : failure())));
  return {
    recover: () => {
      recovered = true;
    },
  };
}

const activity = (entries: ActivityEntry[]): Activity => ({
  entries,
  total: entries.length,
  page: 1,
  pageSize: 8,
  organisers: [],
});

describe('the admin dashboard', () => {
  it('says the figures could not be read, and Try again reads them', async () => {
    const user = userEvent.setup();
    const overview = failingUntilRecovered('/api/admin/overview', serverDown, makeOverview());
    server.use(http.get('/api/admin/activity', () => HttpResponse.json<Activity>(activity([]))));
    renderElement(<AdminDashboardPage />);
    // An event no organiser has changed yet says so, rather than showing an empty heading.
    expect(await screen.findByText(/No changes yet/)).toBeInTheDocument();

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent(LOAD_FAILED);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();

    overview.recover();
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    const dabang = await screen.findByRole('row', { name: /Dabang/ });
    expect(dabang).toHaveTextContent('12 / 49');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the figures while the audit log, which could not be reached, offers Try again', async () => {
    const user = userEvent.setup();
    server.use(http.get('/api/admin/overview', () => HttpResponse.json<Overview>(makeOverview())));
    const entry: ActivityEntry = {
      id: 'e1',
      at: 1_756_684_800_000,
      actor: 'Asha',
      action: 'games.set',
      kind: null,
      names: {},
      counts: {},
    };
    const audit = failingUntilRecovered(
      '/api/admin/activity',
      () => HttpResponse.error(),
      activity([entry]),
    );
    renderElement(<AdminDashboardPage />);

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent(LOAD_FAILED);
    expect(screen.getByRole('row', { name: /Dabang/ })).toBeVisible();

    audit.recover();
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Asha made a change: games set/)).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lists the latest changes as sentences with how long ago, never a phone or raw data', async () => {
    server.use(
      http.get('/api/admin/overview', () => HttpResponse.json<Overview>(makeOverview())),
      http.get('/api/admin/activity', ({ request }) => {
        expect(new URL(request.url).searchParams.get('pageSize')).toBe('8');
        return HttpResponse.json<Activity>(
          activity([
            {
              id: 'e1',
              at: Date.now() - 3 * 60_000,
              actor: 'Asha',
              action: 'registration.correct',
              kind: 'people',
              names: {
                person: 'Ravi Kumar',
                from: { en: 'Kanpur', hi: 'कानपुर' },
                to: { en: 'Bhopal', hi: 'भोपाल' },
              },
              counts: {},
            },
          ]),
        );
      }),
    );
    renderElement(<AdminDashboardPage />);
    const line = await screen.findByRole('listitem');
    expect(line).toHaveTextContent('Asha moved Ravi Kumar from Kanpur to Bhopal · 3 minutes ago');
    expect(within(line).getByText('3 minutes ago')).toHaveAttribute(
      'title',
      expect.stringMatching(/\d{4}, \d{1,2}:\d{2}\s?[ap]m/i),
    );
    expect(document.body.textContent).not.toMatch(/\+91|[{}]/);
    expect(screen.getByRole('link', { name: 'See all activity' })).toHaveAttribute(
      'href',
      '/admin/activity',
    );
  });
});
