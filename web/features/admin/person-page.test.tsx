import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../common/api';
import { makePersonRecord } from '../../test/factories';
import { server } from '../../test/msw';
import { renderWithApp } from '../../test/render';
import { PersonPage } from './person-page';

function renderPerson(uid = 'user-1') {
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
