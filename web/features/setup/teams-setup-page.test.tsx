import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../common/api';
import type { TeamInput } from '../../../common/setup';
import { answerPost, seenRequests, server } from '../../test/msw';
import { findToast, renderWithApp } from '../../test/render';
import type { AdminSetupReply } from './setup-api';
import { makeAdminSetup, makeImage, makeTeam } from '../../test/setup-factories';
import { TeamsSetupPage } from './teams-setup-page';

function renderTeams(setup: AdminSetupReply) {
  server.use(http.get('/api/admin/setup', () => HttpResponse.json(setup)));
  return renderWithApp(
    [
      { path: '/admin/teams', element: <TeamsSetupPage /> },
      { path: '/admin/teams/:key', element: <p>The team</p> },
    ],
    ['/admin/teams'],
  );
}

/** The office named in each row, in the table's order. */
const offices = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('rowheader').textContent);

describe('the list of teams', () => {
  it('shows each team with its names, figures and images, in order', async () => {
    renderTeams(
      makeAdminSetup({
        teams: [
          makeTeam('bhopal', {
            office: { en: 'Bhopal', hi: 'भोपाल' },
            label: { en: 'Singham', hi: 'सिंघम' },
            capacity: 49,
            logo: makeImage('bhopal-logo', { width: 200, height: 200 }),
          }),
          makeTeam('kanpur'),
        ],
        counts: {
          bhopal: { registrations: 12, points: 40, plays: 30 },
          kanpur: { registrations: 0, points: 0, plays: 0 },
        },
      }),
    );

    const row = await screen.findByRole('row', { name: /Bhopal/ });
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Bhopalभोपाल');
    expect(row).toHaveTextContent('Singhamसिंघम');
    expect(row).toHaveTextContent('12 / 49');
    expect(row).toHaveTextContent('40');
    expect(within(row).getByRole('img', { name: 'Logo of Bhopal' })).toHaveAttribute(
      'src',
      '/media/bhopal-logo.webp',
    );
    expect(within(row).getByRole('link', { name: 'Edit Bhopal' })).toHaveAttribute(
      'href',
      '/admin/teams/bhopal',
    );
    expect(within(row).getByRole('button', { name: 'Move Bhopal up' })).toBeDisabled();
    expect(offices()).toEqual(['Bhopalभोपाल', 'Kanpur']);
    expect(screen.getByRole('region', { name: 'Teams' })).toHaveAttribute('tabindex', '0');
  });

  it('adds a team and gives the keyboard to its Edit link', async () => {
    const user = userEvent.setup();
    const pune = makeTeam('pune', {
      office: { en: 'Pune', hi: 'पुणे' },
      label: { en: 'Dabang', hi: '' },
      capacity: 120,
    });
    const posted = answerPost<TeamInput>('/api/admin/setup/teams', () =>
      HttpResponse.json(makeAdminSetup({ teams: [makeTeam('bhopal'), makeTeam('kanpur'), pune] }), {
        status: 201,
      }),
    );
    renderTeams(makeAdminSetup());

    await user.click(await screen.findByRole('button', { name: 'Add a team' }));
    await user.type(screen.getByLabelText(/^Office name in English/), 'Pune');
    await user.type(screen.getByLabelText('Office name in Hindi (optional)'), 'पुणे');
    await user.type(screen.getByLabelText(/^Team name in English/), 'Dabang');
    await user.type(screen.getByLabelText(/^Capacity \(0 to 100,000\)/), '120');
    await user.click(screen.getByRole('button', { name: 'Add team' }));

    await findToast('success', 'Pune added');
    expect(posted).toEqual([
      { office: { en: 'Pune', hi: 'पुणे' }, label: { en: 'Dabang', hi: '' }, capacity: 120 },
    ]);
    expect(offices()).toEqual(['Bhopal', 'Kanpur', 'Puneपुणे']);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Edit Pune' })).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Add team' })).toBeNull();
  });

  it('refuses a team without an office or a capacity before sending it', async () => {
    const user = userEvent.setup();
    renderTeams(makeAdminSetup());

    await user.click(await screen.findByRole('button', { name: 'Add a team' }));
    await user.click(screen.getByRole('button', { name: 'Add team' }));

    const office = screen.getByLabelText(/^Office name in English/);
    await waitFor(() => expect(office).toHaveFocus());
    expect(office).toBeInvalid();
    expect(screen.getByLabelText(/^Team name in English/)).toBeInvalid();
    expect(screen.getByLabelText(/^Capacity/)).toBeInvalid();
    expect(screen.getByLabelText('Office name in Hindi (optional)')).toBeValid();
    expect(seenRequests).not.toContain('POST /api/admin/setup/teams');
  });

  it('sends the new order on a move, announces it and keeps the keyboard on the moved team', async () => {
    const user = userEvent.setup();
    const [bhopal, kanpur, lucknow] = ['bhopal', 'kanpur', 'lucknow'].map((key) => makeTeam(key));
    const orders: unknown[] = [];
    let shown = [bhopal!, kanpur!, lucknow!];
    server.use(
      http.put('/api/admin/setup/teams-order', async ({ request }) => {
        const { keys } = (await request.json()) as { keys: string[] };
        orders.push(keys);
        shown = keys.map((key) => makeTeam(key));
        return HttpResponse.json(makeAdminSetup({ teams: shown }));
      }),
    );
    renderTeams(makeAdminSetup({ teams: shown }));

    await user.click(await screen.findByRole('button', { name: 'Move Lucknow up' }));

    await waitFor(() =>
      expect(screen.getByText('Lucknow moved to position 2')).toHaveAttribute('role', 'status'),
    );
    expect(orders).toEqual([['bhopal', 'lucknow', 'kanpur']]);
    expect(offices()).toEqual(['Bhopal', 'Lucknow', 'Kanpur']);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move Lucknow up' })).toHaveFocus(),
    );

    // At the top, the team can only go down: the keyboard goes to that button.
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move Lucknow down' })).toHaveFocus(),
    );
    expect(screen.getByText('Lucknow moved to position 1')).toBeInTheDocument();
    expect(orders.at(-1)).toEqual(['lucknow', 'bhopal', 'kanpur']);
  });

  it('shows Remove off with its reason on a team with people, with plays, or alone', async () => {
    renderTeams(
      makeAdminSetup({
        teams: [makeTeam('bhopal'), makeTeam('kanpur'), makeTeam('indore')],
        counts: {
          bhopal: { registrations: 12, points: 30, plays: 20 },
          kanpur: { registrations: 0, points: 4, plays: 1 },
          indore: { registrations: 0, points: 0, plays: 0 },
        },
      }),
    );

    const bhopal = await screen.findByRole('button', { name: 'Remove Bhopal' });
    expect(bhopal).toBeDisabled();
    expect(bhopal).toHaveAccessibleDescription('Has 12 people: move them first');
    expect(screen.getByRole('row', { name: /Bhopal/ })).toHaveTextContent(
      'Has 12 people: move them first',
    );
    const kanpur = screen.getByRole('button', { name: 'Remove Kanpur' });
    expect(kanpur).toBeDisabled();
    expect(kanpur).toHaveAccessibleDescription('Its points come from 1 quiz play, so it stays');
    expect(screen.getByRole('button', { name: 'Remove Indore' })).toBeEnabled();
  });

  it('shows Remove off on the only team', async () => {
    renderTeams(makeAdminSetup({ teams: [makeTeam('bhopal')] }));

    const only = await screen.findByRole('button', { name: 'Remove Bhopal' });
    expect(only).toBeDisabled();
    expect(only).toHaveAccessibleDescription('The only team: an event needs at least one');
  });

  it('says why the server refused a removal, and keeps the team', async () => {
    const user = userEvent.setup();
    let asked = false;
    server.use(
      http.delete('/api/admin/setup/teams/bhopal', () => {
        asked = true;
        return HttpResponse.json<ApiErrorBody>(
          { error: { code: 'team_not_empty', message: 'This team still has people' } },
          { status: 409 },
        );
      }),
    );
    // Someone registered after the list was read.
    renderTeams(makeAdminSetup());

    await user.click(await screen.findByRole('button', { name: 'Remove Bhopal' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Bhopal?' });
    expect(dialog).toHaveTextContent('The team, its logo and its poster are removed.');
    expect(asked).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    await findToast(
      'error',
      'This team still has people registered in it. Move them to another team first',
    );
    expect(asked).toBe(true);
    expect(offices()).toEqual(['Bhopal', 'Kanpur']);
  });

  it('removes a team nobody is registered in, after a confirmation', async () => {
    const user = userEvent.setup();
    server.use(
      http.delete('/api/admin/setup/teams/kanpur', () =>
        HttpResponse.json(makeAdminSetup({ teams: [makeTeam('bhopal')] })),
      ),
    );
    renderTeams(makeAdminSetup());

    await user.click(await screen.findByRole('button', { name: 'Remove Kanpur' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove Kanpur?' })).getByRole('button', {
        name: 'Remove',
      }),
    );

    await findToast('success', 'Kanpur removed');
    expect(offices()).toEqual(['Bhopal']);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Edit Bhopal' })).toHaveFocus());
  });
});
