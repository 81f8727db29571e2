import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AuditEntry, Overview } from '../../../common/admin-api';
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

describe('the admin dashboard', () => {
  it('says the figures could not be read, and Try again reads them', async () => {
    const user = userEvent.setup();
    const overview = failingUntilRecovered('/api/admin/overview', serverDown, makeOverview());
    server.use(http.get('/api/admin/audit', () => HttpResponse.json<AuditEntry[]>([])));
    renderElement(<AdminDashboardPage />);
    // An event no organiser has changed yet says so, rather than showing an empty heading.
    expect(await screen.findByText('No admin changes yet.')).toBeInTheDocument();

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
    const entry: AuditEntry = {
      at: 1_756_684_800_000,
      actor: '+919876543210',
      action: 'games.set',
      detail: { quiz1: true },
    };
    const audit = failingUntilRecovered('/api/admin/audit', () => HttpResponse.error(), [entry]);
    renderElement(<AdminDashboardPage />);

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent(LOAD_FAILED);
    expect(screen.getByRole('row', { name: /Dabang/ })).toBeVisible();

    audit.recover();
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('games.set')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
