import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../common/api';
import { makePersonRecord } from '../../test/factories';
import { server } from '../../test/msw';
import { renderWithApp } from '../../test/render';
import { PersonPage } from './person-page';
import { makeAdminSetup, makeTeam } from '../../test/setup-factories';

/** The event's teams as the organisers named them: Kanpur's office is "Kanpur Nagar". */
const site = makeAdminSetup({
  teams: [
    makeTeam('lucknow'),
    makeTeam('kanpur', { office: { en: 'Kanpur Nagar', hi: '' }, label: { en: 'Dabang', hi: '' } }),
  ],
}).site;

function renderPerson(uid = 'user-1') {
  server.use(http.get('/api/site', () => HttpResponse.json(site)));
  return renderWithApp(
    [
      { path: '/admin/users/:uid', element: <PersonPage /> },
      { path: '/admin/users', element: <p>The list</p> },
    ],
    [`/admin/users/${uid}`],
  );
}

describe("an organiser's page for one person", () => {
  it('offers Try again, not "not registered", when the person could not be read', async () => {
    const user = userEvent.setup();
    let reachable = false;
    server.use(
      http.get('/api/admin/users/user-1', () =>
        reachable ? HttpResponse.json(makePersonRecord()) : HttpResponse.error(),
      ),
    );
    renderPerson();

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent(
      'This could not be loaded. Please check your connection and try again.',
    );
    expect(screen.queryByText('This person is not registered.')).not.toBeInTheDocument();

    reachable = true;
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Asha Verma (E1001)' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("names the person's team by its office, and offers every team of the event", async () => {
    server.use(http.get('/api/admin/users/user-1', () => HttpResponse.json(makePersonRecord())));
    renderPerson();

    expect(await screen.findByText('+919876543210 · Kanpur Nagar (Dabang)')).toBeVisible();
    const team = screen.getByRole('combobox', { name: 'RSO' });
    expect(team).toHaveValue('kanpur');
    await waitFor(() =>
      expect(
        within(team)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Lucknow', 'Kanpur Nagar']),
    );
  });

  it('says there is no such person when the server answers 404, with the way back to the list', async () => {
    server.use(
      http.get('/api/admin/users/nobody', () =>
        HttpResponse.json<ApiErrorBody>(
          { error: { code: 'not_found', message: 'Not found' } },
          { status: 404 },
        ),
      ),
    );
    renderPerson('nobody');

    const notFound = await screen.findByRole('alert');
    expect(notFound).toHaveTextContent('This person is not registered.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to registrations' })).toHaveAttribute(
      'href',
      '/admin/users',
    );
  });
});
