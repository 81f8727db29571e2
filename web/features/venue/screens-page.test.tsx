import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiErrorBody } from '../../../common/api';
import type { ScreenLinkInput } from '../../../common/venue';
import { answerPost, seenRequests, server } from '../../test/msw';
import { findToast, renderWithApp } from '../../test/render';
import type { AdminQuiz } from '../../lib/admin-quiz-list';
import { makeAdminQuiz } from '../../test/quiz-editor-factories';
import { ScreensPage } from './screens-page';
import type { AdminScreenLink } from './venue-api';
import type { AdminActivity } from '../../../common/engage';
import { activityId, makeActivity, makeEngage } from '../../test/engage-admin-factories';

const HALL = '2b6f0d4e-0000-4000-8000-000000000001';
const TOKEN = 'k'.repeat(43);

function makeLink(overrides: Partial<AdminScreenLink> = {}): AdminScreenLink {
  return {
    id: HALL,
    name: 'Main hall',
    token: TOKEN,
    quizId: null,
    names: 'full',
    createdAt: Date.UTC(2026, 8, 1, 4, 30),
    createdBy: 'Asha Verma',
    revokedAt: null,
    shows: 'auto',
    ...overrides,
  };
}

const QUIZZES = [
  makeAdminQuiz({ id: 'day1', title: { en: 'Day 1 Quiz', hi: '' } }),
  makeAdminQuiz({ id: 'warmup', kind: 'practice', title: { en: 'Warm-up', hi: '' } }),
  makeAdminQuiz({ id: 'old', archived: true, title: { en: 'Last year', hi: '' } }),
  makeAdminQuiz({ id: 'final', title: { en: 'Grand final', hi: '' } }),
];

function renderScreens(
  links: AdminScreenLink[],
  quizzes: AdminQuiz[] = QUIZZES,
  activities: AdminActivity[] = [],
) {
  let shown = links;
  server.use(
    http.get('/api/admin/screens', () => HttpResponse.json(shown)),
    http.get('/api/admin/quizzes', () => HttpResponse.json({ quizzes })),
    http.get('/api/admin/engage', () => HttpResponse.json(makeEngage({ activities }))),
  );
  renderWithApp([{ path: '/admin/screens', element: <ScreensPage /> }], ['/admin/screens']);
  return {
    /** What the list answers from now on. */
    show: (next: AdminScreenLink[]) => {
      shown = next;
    },
  };
}

const fieldRefusal = (field: string, reason: string) =>
  HttpResponse.json<ApiErrorBody>(
    {
      error: {
        code: 'invalid_setup',
        message: 'Please check the details',
        field,
        params: { reason },
      },
    },
    { status: 400 },
  );

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the screen links', () => {
  it('explains what a screen link shows and that anyone with it sees the screen', async () => {
    renderScreens([]);

    expect(await screen.findByRole('heading', { level: 2, name: 'Screens' })).toBeVisible();
    expect(screen.getByText(/shows the team standings, the QR code to join/)).toBeVisible();
    expect(screen.getByText(/Anyone with the link sees the screen/)).toBeVisible();
    expect(await screen.findByText('No screen links yet.')).toBeVisible();
  });

  it('offers the contests that are not archived, after the one open now', async () => {
    renderScreens([]);

    const quiz = await screen.findByRole('combobox', { name: 'Top players of' });
    expect(
      within(quiz)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['The contest open now', 'Day 1 Quiz', 'Grand final']);
    expect(quiz).toHaveValue('');
    expect(quiz).toHaveAccessibleDescription(/When no contest is open/);
  });

  it('creates a link and shows it with its address', async () => {
    const user = userEvent.setup();
    const view = renderScreens([]);
    const created = makeLink({ quizId: 'final', names: 'first_team' });
    const posted = answerPost<ScreenLinkInput>('/api/admin/screens', () => {
      view.show([created]);
      return HttpResponse.json(created, { status: 201 });
    });

    const form = await screen.findByRole('form', { name: 'New screen link' });
    await user.type(within(form).getByLabelText(/^Name/), 'Main hall');
    await user.selectOptions(within(form).getByLabelText('Top players of'), 'Grand final');
    const names = within(form).getByRole('group', { name: 'Show players as' });
    await user.click(within(names).getByRole('radio', { name: /First name and team/ }));
    await user.click(within(form).getByRole('button', { name: 'Create link' }));

    await findToast('success', 'Screen link “Main hall” created');
    expect(posted).toEqual([{ name: 'Main hall', quizId: 'final', names: 'first_team' }]);
    const link = await screen.findByRole('article', { name: 'Main hall' });
    expect(within(link).getByRole('textbox', { name: 'Screen address' })).toHaveValue(
      `${window.location.origin}/screen/${TOKEN}`,
    );
    const open = within(link).getByRole('link', { name: /^Open screen Main hall/ });
    expect(open).toHaveAttribute('href', `${window.location.origin}/screen/${TOKEN}`);
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener');
    expect(within(link).getByLabelText('Top players of')).toHaveValue('final');
    expect(within(link).getByRole('radio', { name: /First name and team/ })).toBeChecked();
    // Its maker by the name organisers know them by, never by phone.
    expect(within(link).getByText(/^Created .* by Asha Verma$/)).toBeVisible();
    expect(link.textContent).not.toContain('+91');
    expect(screen.getByRole('heading', { name: 'Screen links (1)' })).toBeVisible();
    // The form is empty again for the next screen.
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('');
  });

  it('refuses a link without a name before sending it, with the keyboard on the name', async () => {
    const user = userEvent.setup();
    renderScreens([]);

    const form = await screen.findByRole('form', { name: 'New screen link' });
    await user.click(within(form).getByRole('button', { name: 'Create link' }));

    const name = within(form).getByLabelText(/^Name/);
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toBeInvalid();
    expect(name).toHaveAccessibleDescription(/The screen needs a name/);
    expect(seenRequests).not.toContain('POST /api/admin/screens');
  });

  it('shows the reason the server refused a name beside the name', async () => {
    const user = userEvent.setup();
    renderScreens([]);
    answerPost('/api/admin/screens', () => fieldRefusal('name', 'unsaveable'));

    const form = await screen.findByRole('form', { name: 'New screen link' });
    const name = within(form).getByLabelText(/^Name/);
    await user.type(name, 'Main hall');
    await user.click(within(form).getByRole('button', { name: 'Create link' }));

    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(/Please remove characters that cannot be saved/),
    );
    expect(name).toBeInvalid();
    expect(name).toHaveFocus();
    await findToast('error', 'Please check the details');

    await user.type(name, '!');
    expect(name).toBeValid();
  });

  it('copies a link’s address and says so', async () => {
    const user = userEvent.setup();
    renderScreens([makeLink()]);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();

    await user.click(await screen.findByRole('button', { name: 'Copy link of Main hall' }));

    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/screen/${TOKEN}`);
    await findToast('success', 'Link of “Main hall” copied');
  });

  it('saves a link’s settings in place', async () => {
    const user = userEvent.setup();
    const view = renderScreens([makeLink()]);
    const sent: unknown[] = [];
    server.use(
      http.put(`/api/admin/screens/${HALL}`, async ({ request }) => {
        const input = (await request.json()) as ScreenLinkInput;
        sent.push(input);
        const saved = makeLink(input);
        view.show([saved]);
        return HttpResponse.json(saved);
      }),
    );

    const link = await screen.findByRole('article', { name: 'Main hall' });
    await user.selectOptions(within(link).getByLabelText('Top players of'), 'Day 1 Quiz');
    await user.click(within(link).getByRole('radio', { name: /Team only/ }));
    await user.click(within(link).getByRole('button', { name: 'Save Main hall' }));

    await findToast('success', 'Settings of “Main hall” saved');
    expect(sent).toEqual([{ name: 'Main hall', quizId: 'day1', names: 'team' }]);
  });

  it('revokes a link only once asked, then shows it revoked without its actions', async () => {
    const user = userEvent.setup();
    const view = renderScreens([makeLink()]);
    const revokedAt = Date.UTC(2026, 8, 1, 9, 15);
    const revokes: string[] = [];
    server.use(
      http.post(`/api/admin/screens/${HALL}/revoke`, () => {
        revokes.push(HALL);
        view.show([makeLink({ revokedAt })]);
        return HttpResponse.json(makeLink({ revokedAt }));
      }),
    );

    await user.click(await screen.findByRole('button', { name: 'Revoke Main hall' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke the link “Main hall”?' });
    expect(dialog).toHaveTextContent(
      'Screens showing it go blank within a second, and the link never works again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(revokes).toHaveLength(0);
    expect(screen.getByRole('article', { name: 'Main hall' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Revoke Main hall' }));
    await user.click(
      within(screen.getByRole('dialog', { name: /^Revoke the link/ })).getByRole('button', {
        name: 'Revoke',
      }),
    );

    await findToast('success', '“Main hall” revoked');
    expect(revokes).toHaveLength(1);
    const revoked = await screen.findByRole('region', { name: 'Revoked links (1)' });
    // 9:15 UTC is 14:45 in the event's time zone (Asia/Kolkata).
    expect(revoked).toHaveTextContent(/Main hall\s*Revoked 1 Sept 2026, 2:45 pm/);
    await waitFor(() =>
      expect(within(revoked).getByRole('heading', { name: 'Main hall' })).toHaveFocus(),
    );
    expect(screen.queryByRole('article', { name: 'Main hall' })).toBeNull();
    expect(within(revoked).queryByRole('button')).toBeNull();
    expect(within(revoked).queryByRole('textbox')).toBeNull();
    expect(screen.getByText('No screen links yet.')).toBeVisible();
  });
});

describe('what a screen shows now', () => {
  const ACTIVITIES = [
    makeActivity({ id: activityId(1), title: { en: 'Best snack?', hi: '' } }),
    makeActivity({
      id: activityId(2),
      kind: 'qna',
      title: { en: 'Ask the CEO', hi: '' },
      status: 'scheduled',
    }),
    makeActivity({
      id: activityId(3),
      kind: 'cloud',
      title: { en: 'One word', hi: '' },
      status: 'ended',
    }),
  ];

  it('offers automatic, the standings, the live game and each live or scheduled activity', async () => {
    renderScreens([makeLink({ shows: 'standings' })], QUIZZES, ACTIVITIES);

    const link = await screen.findByRole('article', { name: 'Main hall' });
    const shows = within(link).getByRole('group', { name: 'Shows now' });
    expect(within(shows).getByText('Showing: Standings')).toBeVisible();
    const choice = within(shows).getByRole('combobox', { name: 'What it shows' });
    await waitFor(() =>
      expect(
        within(choice)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([
        'Automatic (rotates)',
        'Standings',
        'Live game',
        'Poll: Best snack? (Live)',
        'Questions to the stage: Ask the CEO (Scheduled)',
      ]),
    );
    expect(choice).toHaveValue('standings');
  });

  it('tells the link’s screens to show an activity, and says what they show', async () => {
    const user = userEvent.setup();
    const view = renderScreens([makeLink()], QUIZZES, ACTIVITIES);
    const sent: unknown[] = [];
    server.use(
      http.post(`/api/admin/screens/${HALL}/show`, async ({ request }) => {
        sent.push(await request.json());
        const saved = makeLink({ shows: `activity:${activityId(1)}` });
        view.show([saved]);
        return HttpResponse.json(saved);
      }),
    );

    const link = await screen.findByRole('article', { name: 'Main hall' });
    expect(within(link).getByText('Showing: Automatic (rotates)')).toBeVisible();
    const choice = within(link).getByRole('combobox', { name: 'What it shows' });
    await waitFor(() => expect(within(choice).getAllByRole('option')).toHaveLength(5));
    await user.selectOptions(choice, 'Poll: Best snack? (Live)');
    expect(sent).toHaveLength(0);
    await user.click(within(link).getByRole('button', { name: 'Show on Main hall' }));

    await findToast('success', '“Main hall” now shows: Poll: Best snack? (Live)');
    expect(sent).toEqual([{ show: `activity:${activityId(1)}` }]);
    expect(await within(link).findByText('Showing: Poll: Best snack? (Live)')).toBeVisible();
  });

  it('names an activity that no longer runs as such', async () => {
    renderScreens([makeLink({ shows: `activity:${activityId(3)}` })], QUIZZES, ACTIVITIES);

    const link = await screen.findByRole('article', { name: 'Main hall' });
    expect(
      await within(link).findByText('Showing: An activity no longer running (shows as Automatic)'),
    ).toBeVisible();
  });
});
