import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../common/api';
import type { AdminEngage, ModerationQueue } from '../../../common/engage';
import type { ActivityInput } from '../../../common/engage-input';
import { activityId, makeActivity, makeEngage, makeQueue } from '../../test/engage-admin-factories';
import { answerPost, seenRequests, server } from '../../test/msw';
import { findToast, renderWithApp } from '../../test/render';
import { EngagePage } from './engage-page';

const refusal = (status: number, code: string, extra: Partial<ApiErrorBody['error']> = {}) =>
  HttpResponse.json<ApiErrorBody>({ error: { code, message: code, ...extra } }, { status });

function renderEngage(engage: AdminEngage = makeEngage(), queue: ModerationQueue = makeQueue()) {
  let shown = engage;
  server.use(
    http.get('/api/admin/engage', () => HttpResponse.json(shown)),
    http.get('/api/admin/engage/queue', () => HttpResponse.json(queue)),
  );
  renderWithApp([{ path: '/admin/engage', element: <EngagePage /> }], ['/admin/engage']);
  return {
    show: (next: AdminEngage) => {
      shown = next;
    },
  };
}

const findTable = () => screen.findByRole('table');

describe('the activities', () => {
  it('lists each activity newest first with its kind, status, sends and waiting', async () => {
    renderEngage(
      makeEngage({
        activities: [
          makeActivity({ id: activityId(1), title: { en: 'Best snack?', hi: '' }, sends: 12 }),
          makeActivity({
            id: activityId(2),
            kind: 'qna',
            title: { en: 'Ask the CEO', hi: 'सीईओ से पूछें' },
            status: 'scheduled',
            startsAt: Date.UTC(2026, 8, 1, 9),
            createdAt: Date.UTC(2026, 8, 1, 5),
            sends: 0,
            waiting: 3,
          }),
        ],
      }),
    );

    expect(await screen.findByRole('heading', { level: 2, name: 'Engage' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Activities (2)' })).toBeVisible();
    const rows = within(await findTable())
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Questions to the stageAsk the CEOसीईओ से पूछें',
      'PollBest snack?',
    ]);
    expect(within(rows[0]!).getByText('Scheduled')).toBeVisible();
    expect(within(rows[0]!).getAllByRole('cell')[2]).toHaveTextContent('3');
    expect(within(rows[1]!).getByText('Live')).toBeVisible();
    expect(within(rows[1]!).getAllByRole('cell')[1]).toHaveTextContent('12');
    // Started: no Start now; sent to: no Delete.
    expect(within(rows[1]!).queryByRole('button', { name: /^Start/ })).toBeNull();
    expect(within(rows[1]!).queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(within(rows[0]!).getByRole('link', { name: 'Open Ask the CEO' })).toHaveAttribute(
      'href',
      `/admin/engage/${activityId(2)}`,
    );
  });

  it('starts a scheduled activity at once', async () => {
    const user = userEvent.setup();
    const scheduled = makeActivity({ status: 'scheduled', startsAt: Date.UTC(2026, 8, 2) });
    const { show } = renderEngage(makeEngage({ activities: [scheduled] }));
    const started: string[] = [];
    server.use(
      http.post(`/api/admin/engage/${scheduled.id}/start`, () => {
        const live = { ...scheduled, status: 'live' as const };
        started.push(live.id);
        show(makeEngage({ activities: [live] }));
        return HttpResponse.json(live);
      }),
    );

    await user.click(await screen.findByRole('button', { name: 'Start Best snack? now' }));

    await findToast('success', '“Best snack?” is live');
    expect(started).toHaveLength(1);
    await waitFor(() => expect(screen.getByText('Best snack?')).toHaveFocus());
  });

  it('asks before ending a live activity, and ends it once confirmed', async () => {
    const user = userEvent.setup();
    const live = makeActivity();
    renderEngage(makeEngage({ activities: [live] }));
    const ended: string[] = [];
    server.use(
      http.post(`/api/admin/engage/${live.id}/end`, () => {
        ended.push(live.id);
        return HttpResponse.json({ ...live, status: 'ended', endsAt: Date.UTC(2026, 8, 1, 5) });
      }),
    );

    await user.click(await screen.findByRole('button', { name: 'End Best snack? now' }));
    const dialog = await screen.findByRole('dialog', { name: 'End “Best snack?” now?' });
    expect(ended).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'End now' }));

    await findToast('success', '“Best snack?” ended');
    expect(ended).toHaveLength(1);
  });

  it('says why the server refuses to delete one people sent to', async () => {
    const user = userEvent.setup();
    const fresh = makeActivity({ status: 'scheduled' });
    renderEngage(makeEngage({ activities: [fresh] }));
    server.use(
      http.delete(`/api/admin/engage/${fresh.id}`, () => refusal(409, 'engage_has_sends')),
    );

    await user.click(await screen.findByRole('button', { name: 'Delete Best snack?' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );

    await findToast(
      'error',
      'People have already sent to this, so its kind, options and points cannot change',
    );
  });
});

describe('a new activity', () => {
  it('makes a poll with its options in two languages, several choices and team points', async () => {
    const user = userEvent.setup();
    renderEngage();
    const created = answerPost<ActivityInput>('/api/admin/engage', () =>
      HttpResponse.json(makeActivity(), { status: 201 }),
    );

    await user.click(await screen.findByRole('button', { name: 'New activity' }));
    const form = screen.getByRole('form', { name: 'New activity' });
    expect(within(form).getByRole('radio', { name: /^Poll/ })).toBeChecked();
    await user.type(
      within(form).getByRole('textbox', { name: /^Question in English/ }),
      'Best snack?',
    );
    await user.type(within(form).getByRole('textbox', { name: /^Option 1 in English/ }), 'Samosa');
    await user.type(within(form).getByRole('textbox', { name: /^Option 1 in Hindi/ }), 'समोसा');
    await user.type(within(form).getByRole('textbox', { name: /^Option 2 in English/ }), 'Jalebi');
    await user.click(within(form).getByRole('button', { name: 'Add an option' }));
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: /^Option 3 in English/ })).toHaveFocus(),
    );
    await user.keyboard('Chai');
    await user.click(within(form).getByRole('radio', { name: 'One or more options' }));
    const points = within(form).getByRole('spinbutton', { name: /^Points per send/ });
    await user.clear(points);
    await user.type(points, '5');
    const cap = within(form).getByRole('spinbutton', { name: /^Most points per person/ });
    await user.clear(cap);
    await user.type(cap, '20');
    await user.click(within(form).getByRole('button', { name: 'Start now' }));

    await findToast('success', '“Best snack?” created');
    expect(created).toEqual([
      {
        kind: 'poll',
        title: { en: 'Best snack?', hi: '' },
        options: [
          { en: 'Samosa', hi: 'समोसा' },
          { en: 'Jalebi', hi: '' },
          { en: 'Chai', hi: '' },
        ],
        multiple: true,
        perPerson: null,
        moderated: true,
        anonymous: true,
        points: 5,
        pointsCap: 20,
        startsAt: null,
        endsAt: null,
      },
    ]);
  });

  it('makes a Q&A with its limit, open to the hall at once, names only', async () => {
    const user = userEvent.setup();
    renderEngage();
    const created = answerPost<ActivityInput>('/api/admin/engage', () =>
      HttpResponse.json(makeActivity({ kind: 'qna', title: { en: 'Ask us', hi: '' } }), {
        status: 201,
      }),
    );

    await user.click(await screen.findByRole('button', { name: 'New activity' }));
    const form = screen.getByRole('form', { name: 'New activity' });
    await user.click(within(form).getByRole('radio', { name: /^Questions to the stage/ }));
    expect(within(form).queryByRole('textbox', { name: /^Option 1/ })).toBeNull();
    const limit = within(form).getByRole('spinbutton', { name: /^Questions per person/ });
    expect(limit).toHaveValue(5);
    await user.clear(limit);
    await user.type(limit, '2');
    await user.type(within(form).getByRole('textbox', { name: /^Session in English/ }), 'Ask us');
    await user.click(within(form).getByRole('switch', { name: 'Questions wait for approval' }));
    await user.click(within(form).getByRole('switch', { name: 'Allow anonymous questions' }));
    await user.click(within(form).getByRole('button', { name: 'Start now' }));

    await findToast('success', '“Ask us” created');
    expect(created[0]).toMatchObject({
      kind: 'qna',
      options: [],
      perPerson: 2,
      moderated: false,
      anonymous: false,
    });
  });

  it('checks the form before sending: a poll needs its English title and options', async () => {
    const user = userEvent.setup();
    renderEngage();

    await user.click(await screen.findByRole('button', { name: 'New activity' }));
    const form = screen.getByRole('form', { name: 'New activity' });
    await user.click(within(form).getByRole('button', { name: 'Start now' }));

    const title = within(form).getByRole('textbox', { name: /^Question in English/ });
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAccessibleDescription('Write the question or title in English');
    expect(seenRequests).not.toContain('POST /api/admin/engage');
  });

  it('shows the server’s refusal of a field on that field', async () => {
    const user = userEvent.setup();
    renderEngage();
    server.use(
      http.post('/api/admin/engage', () =>
        refusal(400, 'invalid_setup', {
          field: 'options.1.en',
          params: { reason: 'pollOptionsSame' },
        }),
      ),
    );

    await user.click(await screen.findByRole('button', { name: 'New activity' }));
    const form = screen.getByRole('form', { name: 'New activity' });
    await user.type(within(form).getByRole('textbox', { name: /^Question in English/ }), 'Q');
    await user.type(within(form).getByRole('textbox', { name: /^Option 1 in English/ }), 'Yes');
    await user.type(within(form).getByRole('textbox', { name: /^Option 2 in English/ }), 'No');
    await user.click(within(form).getByRole('button', { name: 'Start now' }));

    const second = within(form).getByRole('textbox', { name: /^Option 2 in English/ });
    await waitFor(() => expect(second).toHaveFocus());
    expect(second).toHaveAccessibleDescription('Two options read the same');
  });

  it('schedules one between two times of the event’s zone', async () => {
    const user = userEvent.setup();
    renderEngage();
    const created = answerPost<ActivityInput>('/api/admin/engage', () =>
      HttpResponse.json(makeActivity({ status: 'scheduled' }), { status: 201 }),
    );

    await user.click(await screen.findByRole('button', { name: 'New activity' }));
    const form = screen.getByRole('form', { name: 'New activity' });
    await user.click(within(form).getByRole('radio', { name: /^Reactions/ }));
    await user.type(within(form).getByRole('textbox', { name: /^Session in English/ }), 'Keynote');
    const starts = within(form).getByRole('group', { name: 'Starts' });
    await user.click(within(starts).getByRole('radio', { name: 'At a set time' }));
    await user.type(within(form).getByLabelText(/^Starts at/), '2030-09-01T10:00');
    const ends = within(form).getByRole('group', { name: 'Ends' });
    await user.click(within(ends).getByRole('radio', { name: 'At a set time' }));
    await user.type(within(form).getByLabelText(/^Ends at/), '2030-09-01T11:00');
    await user.click(within(form).getByRole('button', { name: 'Schedule' }));

    await waitFor(() => expect(created).toHaveLength(1));
    // The site's zone is Asia/Kolkata (UTC+5:30).
    expect(created[0]).toMatchObject({
      kind: 'reactions',
      startsAt: Date.UTC(2030, 8, 1, 4, 30),
      endsAt: Date.UTC(2030, 8, 1, 5, 30),
      points: 0,
    });
  });
});

describe('editing an activity', () => {
  it('saves its changes with its start kept, and gives the keyboard back to Edit', async () => {
    const user = userEvent.setup();
    const live = makeActivity({ sends: 0 });
    renderEngage(makeEngage({ activities: [live] }));
    const saved: ActivityInput[] = [];
    server.use(
      http.put(`/api/admin/engage/${live.id}`, async ({ request }) => {
        saved.push((await request.json()) as ActivityInput);
        return HttpResponse.json({ ...live, title: { en: 'Best sweet?', hi: '' } });
      }),
    );

    const edit = await screen.findByRole('button', { name: 'Edit Best snack?' });
    await user.click(edit);
    const form = screen.getByRole('form', { name: 'Edit “Best snack?”' });
    await waitFor(() => expect(within(form).getByRole('heading')).toHaveFocus());
    expect(within(form).getByText(/^Started/)).toBeVisible();
    const title = within(form).getByRole('textbox', { name: /^Question in English/ });
    await user.clear(title);
    await user.type(title, 'Best sweet?');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await findToast('success', '“Best sweet?” saved');
    expect(saved[0]).toMatchObject({
      title: { en: 'Best sweet?', hi: '' },
      startsAt: live.startsAt,
      endsAt: null,
      options: [
        { en: 'Samosa', hi: 'समोसा' },
        { en: 'Jalebi', hi: '' },
      ],
    });
    expect(screen.queryByRole('form', { name: /^Edit/ })).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Edit Best snack?' })).toHaveFocus(),
    );
  });

  it('keeps the kind, options and points of one people sent to', async () => {
    const user = userEvent.setup();
    renderEngage(makeEngage({ activities: [makeActivity({ sends: 4 })] }));

    await user.click(await screen.findByRole('button', { name: 'Edit Best snack?' }));
    const form = screen.getByRole('form', { name: 'Edit “Best snack?”' });
    expect(within(form).getByRole('radio', { name: /^Photo wall/ })).toBeDisabled();
    expect(within(form).getByText(/People have sent to this/)).toBeVisible();
    expect(within(form).getByRole('textbox', { name: /^Option 1 in English/ })).toHaveAttribute(
      'readonly',
    );
    expect(within(form).queryByRole('button', { name: 'Add an option' })).toBeNull();
  });
});

describe('the word filter', () => {
  it('saves the organisers’ words, one a line, each once', async () => {
    const user = userEvent.setup();
    renderEngage(makeEngage({ filterWords: ['bakwas'] }));
    const saved: unknown[] = [];
    server.use(
      http.put('/api/admin/engage/filter', async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json({ words: ['bakwas', 'ullu', 'rubbish'] });
      }),
    );

    const words = await screen.findByRole('textbox', { name: 'Your words' });
    expect(words).toHaveValue('bakwas');
    await user.type(words, '\n ullu \n\nrubbish\nullu');
    await user.click(screen.getByRole('button', { name: 'Save the words' }));

    await findToast('success', 'Word filter saved: 3 words of yours');
    expect(saved).toEqual([{ words: ['bakwas', 'ullu', 'rubbish'] }]);
  });
});
