import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TeamInput } from '../../../common/setup';
import { answerPost, server } from '../../test/msw';
import { findToast, renderWithApp } from '../../test/render';
import { installFakeUploads, lastUpload } from '../../test/fake-upload-request';
import type { AdminSetupReply } from './setup-api';
import { makeAdminSetup, makeImage, makeTeam } from '../../test/setup-factories';
import { TeamSetupPage } from './team-setup-page';

function renderTeam(setup: AdminSetupReply, key = 'bhopal') {
  server.use(http.get('/api/admin/setup', () => HttpResponse.json(setup)));
  return renderWithApp(
    [{ path: '/admin/teams/:key', element: <TeamSetupPage /> }],
    [`/admin/teams/${key}`],
  );
}

installFakeUploads();

// jsdom keeps no files: a chosen file's address names it.
const revokeObjectURL = vi.fn();
beforeEach(() => {
  URL.createObjectURL = vi.fn((file: Blob) => `blob:${(file as File).name}`);
  URL.revokeObjectURL = revokeObjectURL;
});

describe("a team's page", () => {
  it('saves the office, team name and capacity', async () => {
    const user = userEvent.setup();
    const sent: TeamInput[] = [];
    const counts = {
      bhopal: { registrations: 12, points: 40, plays: 30 },
      kanpur: { registrations: 0, points: 0, plays: 0 },
    };
    server.use(
      http.put('/api/admin/setup/teams/bhopal', async ({ request }) => {
        const input = (await request.json()) as TeamInput;
        sent.push(input);
        return HttpResponse.json(
          makeAdminSetup({ teams: [makeTeam('bhopal', input), makeTeam('kanpur')], counts }),
        );
      }),
    );
    renderTeam(makeAdminSetup({ counts }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Bhopal' })).toBeVisible();
    expect(screen.getByText('12 registered of 100; 40 points')).toBeVisible();
    await user.type(screen.getByLabelText('Team name in Hindi (optional)'), 'सिंघम');
    const capacity = screen.getByLabelText(/^Capacity/);
    await user.clear(capacity);
    await user.type(capacity, '49');
    await user.click(screen.getByRole('button', { name: 'Save team' }));

    await findToast('success', 'Team saved');
    expect(sent).toEqual([
      {
        office: { en: 'Bhopal', hi: '' },
        label: { en: 'Team Bhopal', hi: 'सिंघम' },
        capacity: 49,
      },
    ]);
    expect(screen.getByText('12 registered of 49; 40 points')).toBeVisible();
  });

  it('uploads its logo with progress and shows it', async () => {
    const user = userEvent.setup();
    renderTeam(makeAdminSetup());

    const card = await screen.findByRole('region', { name: 'Logo' });
    const logo = new File(['png'], 'bhopal.png', { type: 'image/png' });
    await user.upload(within(card).getByLabelText('Upload: Logo of Bhopal'), logo);
    expect(within(card).getByLabelText('Upload: Logo of Bhopal')).toHaveAccessibleDescription(
      expect.stringContaining('at least 240 × 240 px; shown at 110 × 110 px.'),
    );
    await user.click(within(card).getByRole('button', { name: 'Save: Logo of Bhopal' }));
    expect(lastUpload().method).toBe('PUT');
    expect(lastUpload().url).toBe('/api/admin/setup/teams/bhopal/logo');
    lastUpload().progress(30);
    expect(card).toHaveTextContent('30% sent');
    await lastUpload().respond(
      200,
      makeAdminSetup({
        teams: [makeTeam('bhopal', { logo: makeImage('bhopal-logo') }), makeTeam('kanpur')],
      }),
    );

    await findToast('success', 'Logo of Bhopal saved');
    await waitFor(() =>
      expect(within(card).getByRole('img', { name: 'Logo of Bhopal' })).toHaveAttribute(
        'src',
        '/media/bhopal-logo.webp',
      ),
    );
    expect(within(card).getByLabelText('Replace: Logo of Bhopal')).toBeVisible();

    // Undo puts the team back without a logo of its own.
    const undone = answerPost<{ replaced: string }>('/api/admin/setup/teams/bhopal/logo/undo', () =>
      HttpResponse.json(makeAdminSetup()),
    );
    await user.click(within(card).getByRole('button', { name: 'Undo: Logo of Bhopal' }));
    await findToast('success', 'Logo of Bhopal put back as it was');
    expect(undone).toEqual([{ replaced: 'bhopal-logo.webp' }]);
    expect(within(card).queryByRole('img', { name: 'Logo of Bhopal' })).toBeNull();
  });

  it('says so when there is no such team', async () => {
    renderTeam(makeAdminSetup(), 'pune');

    expect(await screen.findByRole('alert')).toHaveTextContent('There is no such team.');
    expect(screen.getByRole('link', { name: 'All teams' })).toHaveAttribute('href', '/admin/teams');
  });
});
