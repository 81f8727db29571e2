import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiErrorBody } from '../../../common/api';
import type { AnnouncementInput } from '../../../common/venue';
import { answerPost, seenRequests, server } from '../../test/msw';
import { findToast, renderWithApp } from '../../test/render';
import { AnnouncementsPage } from './announcements-page';
import type { AdminAnnouncement } from './venue-api';

const MINUTE = 60_000;
const ORGANISER = 'Asha Verma';

function makeAnnouncement(
  id: number,
  overrides: Partial<AdminAnnouncement> = {},
): AdminAnnouncement {
  const createdAt = Date.now() - 10 * MINUTE;
  return {
    id: `5c0e7a1b-0000-4000-8000-${String(id).padStart(12, '0')}`,
    text: { en: `Announcement ${id}`, hi: '' },
    startsAt: createdAt,
    endsAt: null,
    createdAt,
    createdBy: ORGANISER,
    endedBy: null,
    ...overrides,
  };
}

function renderAnnouncements(announcements: AdminAnnouncement[]) {
  let shown = announcements;
  server.use(http.get('/api/admin/announcements', () => HttpResponse.json(shown)));
  renderWithApp(
    [{ path: '/admin/announcements', element: <AnnouncementsPage /> }],
    ['/admin/announcements'],
  );
  return {
    /** What the list answers from now on. */
    show: (next: AdminAnnouncement[]) => {
      shown = next;
    },
  };
}

/**
 * Answers a new announcement as the server would (a start already past, or none, is the moment it
 * arrived), and lists it from then on.
 */
function answerCreate(view: ReturnType<typeof renderAnnouncements>) {
  const posted: AnnouncementInput[] = answerPost<AnnouncementInput>(
    '/api/admin/announcements',
    () => {
      const { text, startsAt, endsAt } = posted.at(-1)!;
      const now = Date.now();
      const created = makeAnnouncement(9, {
        text: { en: text.en, hi: text.hi ?? '' },
        startsAt: Math.max(startsAt ?? now, now),
        endsAt,
        createdAt: now,
      });
      view.show([created]);
      return HttpResponse.json(created, { status: 201 });
    },
  );
  return posted;
}

const group = (name: RegExp) => screen.getByRole('region', { name });

afterEach(() => {
  vi.useRealTimers();
});

describe('the announcements', () => {
  it('sends an announcement now, posting no start time', async () => {
    const user = userEvent.setup();
    const view = renderAnnouncements([]);
    const posted = answerCreate(view);

    const form = await screen.findByRole('form', { name: 'New announcement' });
    expect(within(form).getByRole('radio', { name: 'Now' })).toBeChecked();
    await user.type(within(form).getByLabelText(/^Message in English/), 'Lunch is served');
    await user.type(within(form).getByLabelText('Message in Hindi (optional)'), 'भोजन तैयार है');
    await user.click(within(form).getByRole('button', { name: 'Send announcement' }));

    await findToast('success', 'Announcement sent');
    expect(posted).toEqual([
      { text: { en: 'Lunch is served', hi: 'भोजन तैयार है' }, startsAt: null, endsAt: null },
    ]);
    expect(await within(group(/^Showing now/)).findByText('Lunch is served')).toBeVisible();
    expect(within(form).getByLabelText(/^Message in English/)).toHaveValue('');
  });

  it('schedules an announcement at the epoch of the chosen time in the event’s time zone', async () => {
    const user = userEvent.setup();
    const view = renderAnnouncements([]);
    const posted = answerCreate(view);

    const form = await screen.findByRole('form', { name: 'New announcement' });
    await user.type(within(form).getByLabelText(/^Message in English/), 'Finals at noon');
    await user.click(within(form).getByRole('radio', { name: 'At a set time' }));
    const starts = await within(form).findByLabelText(/^Starts at \(Asia\/Kolkata time\)/);
    fireEvent.change(starts, { target: { value: '2099-09-01T11:00' } });
    fireEvent.change(within(form).getByLabelText(/^Ends at \(Asia\/Kolkata time/), {
      target: { value: '2099-09-01T12:30' },
    });
    await user.click(within(form).getByRole('button', { name: 'Schedule announcement' }));

    await findToast('success', 'Announcement scheduled for 1 Sept 2099, 11:00 am');
    // 11:00 and 12:30 in Kolkata (UTC+5:30) are 5:30 and 7:00 UTC.
    expect(posted).toEqual([
      {
        text: { en: 'Finals at noon', hi: '' },
        startsAt: Date.UTC(2099, 8, 1, 5, 30),
        endsAt: Date.UTC(2099, 8, 1, 7, 0),
      },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await within(group(/^Scheduled/)).findByText('Finals at noon')).toBeVisible();
  });

  it('asks before sending one whose start has passed, and then says it was sent now', async () => {
    const user = userEvent.setup();
    const view = renderAnnouncements([]);
    const posted = answerCreate(view);

    const form = await screen.findByRole('form', { name: 'New announcement' });
    await user.type(within(form).getByLabelText(/^Message in English/), 'Doors are open');
    await user.click(within(form).getByRole('radio', { name: 'At a set time' }));
    const starts = await within(form).findByLabelText(/^Starts at/);
    fireEvent.change(starts, { target: { value: '2020-01-01T10:00' } });
    const schedule = within(form).getByRole('button', { name: 'Schedule announcement' });
    await user.click(schedule);

    const asked = screen.getByRole('dialog', { name: 'This time has passed. Send it now?' });
    expect(asked).toHaveAccessibleDescription(
      'You chose 1 Jan 2020, 10:00 am. Sent now, it shows on every phone and screen at once.',
    );
    await user.click(within(asked).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(seenRequests).not.toContain('POST /api/admin/announcements');
    expect(starts).toHaveValue('2020-01-01T10:00');

    await user.click(schedule);
    await user.click(
      within(screen.getByRole('dialog', { name: /^This time has passed/ })).getByRole('button', {
        name: 'Send now',
      }),
    );

    await findToast('success', 'Sent now: the time chosen had passed');
    expect(screen.queryByText(/scheduled for/)).toBeNull();
    // 10:00 in Kolkata is 4:30 UTC: the server shows it from the moment it arrives.
    expect(posted).toEqual([
      {
        text: { en: 'Doors are open', hi: '' },
        startsAt: Date.UTC(2020, 0, 1, 4, 30),
        endsAt: null,
      },
    ]);
    expect(await within(group(/^Showing now/)).findByText('Doors are open')).toBeVisible();
  });

  it('says it was sent now when the server found its start already past, as this computer did not', async () => {
    const user = userEvent.setup();
    renderAnnouncements([]);
    // The server's clock is ahead of this computer's: the start had passed when it arrived.
    answerPost('/api/admin/announcements', () =>
      HttpResponse.json(makeAnnouncement(9, { startsAt: Date.now(), createdAt: Date.now() }), {
        status: 201,
      }),
    );

    const form = await screen.findByRole('form', { name: 'New announcement' });
    await user.type(within(form).getByLabelText(/^Message in English/), 'Finals at noon');
    await user.click(within(form).getByRole('radio', { name: 'At a set time' }));
    fireEvent.change(await within(form).findByLabelText(/^Starts at/), {
      target: { value: '2099-09-01T11:00' },
    });
    await user.click(within(form).getByRole('button', { name: 'Schedule announcement' }));

    await findToast('success', 'Sent now: the time chosen had passed');
    expect(screen.queryByText(/scheduled for/)).toBeNull();
  });

  it('asks for a start time when one is to be set, before sending anything', async () => {
    const user = userEvent.setup();
    renderAnnouncements([]);

    const form = await screen.findByRole('form', { name: 'New announcement' });
    await user.type(within(form).getByLabelText(/^Message in English/), 'Finals at noon');
    await user.click(within(form).getByRole('radio', { name: 'At a set time' }));
    await user.click(within(form).getByRole('button', { name: 'Schedule announcement' }));

    const starts = within(form).getByLabelText(/^Starts at/);
    await waitFor(() => expect(starts).toHaveFocus());
    expect(starts).toHaveAccessibleDescription('Enter a date and a time');
    expect(seenRequests).not.toContain('POST /api/admin/announcements');
  });

  it('refuses a message left empty, and shows the server’s refusal of an end beside it', async () => {
    const user = userEvent.setup();
    renderAnnouncements([]);
    answerPost('/api/admin/announcements', () =>
      HttpResponse.json<ApiErrorBody>(
        {
          error: {
            code: 'invalid_setup',
            message: 'Please check the details',
            field: 'endsAt',
            params: { reason: 'endsInPast' },
          },
        },
        { status: 400 },
      ),
    );

    const form = await screen.findByRole('form', { name: 'New announcement' });
    await user.click(within(form).getByRole('button', { name: 'Send announcement' }));
    const english = within(form).getByLabelText(/^Message in English/);
    await waitFor(() => expect(english).toHaveFocus());
    expect(english).toHaveAccessibleDescription(/Write the announcement in English/);
    expect(seenRequests).not.toContain('POST /api/admin/announcements');

    await user.type(english, 'Doors close soon');
    const ends = within(form).getByLabelText(/^Ends at/);
    fireEvent.change(ends, { target: { value: '2020-01-01T10:00' } });
    await user.click(within(form).getByRole('button', { name: 'Send announcement' }));

    await waitFor(() => expect(ends).toHaveFocus());
    expect(ends).toBeInvalid();
    expect(ends).toHaveAccessibleDescription(/The end must be in the future/);
  });

  it('counts the characters of a message as it is typed', async () => {
    const user = userEvent.setup();
    renderAnnouncements([]);

    const english = await screen.findByLabelText(/^Message in English/);
    expect(english).toHaveAttribute('maxlength', '280');
    expect(english).toHaveAccessibleDescription('0 of 280 characters');
    await user.type(english, 'Hello');
    expect(english).toHaveAccessibleDescription('5 of 280 characters');
  });

  it('lists them by status, with their times in the event’s time zone and who ended one', async () => {
    const now = Date.now();
    renderAnnouncements([
      makeAnnouncement(1, { text: { en: 'Welcome!', hi: 'स्वागत है!' } }),
      makeAnnouncement(2, {
        text: { en: 'Finals soon', hi: '' },
        startsAt: Date.UTC(2099, 0, 1, 5, 30),
      }),
      makeAnnouncement(3, {
        text: { en: 'Doors open', hi: '' },
        startsAt: Date.UTC(2026, 8, 1, 3, 30),
        createdAt: Date.UTC(2026, 8, 1, 3, 30),
        endsAt: Date.UTC(2026, 8, 1, 4, 30),
        endedBy: ORGANISER,
      }),
      makeAnnouncement(4, { text: { en: 'Breakfast', hi: '' }, endsAt: now - MINUTE }),
    ]);

    const showing = await screen.findByRole('region', { name: 'Showing now (1)' });
    expect(within(showing).getByText('Welcome!')).toBeVisible();
    expect(within(showing).getByText('स्वागत है!')).toHaveAttribute('lang', 'hi');
    expect(within(showing).getByText(/^Since /)).toBeVisible();

    const scheduled = group(/^Scheduled \(1\)/);
    expect(scheduled).toHaveTextContent('Finals soon');
    expect(scheduled).toHaveTextContent('Starts 1 Jan 2099, 11:00 am');
    expect(within(scheduled).getByRole('button', { name: 'End “Finals soon”' })).toBeVisible();

    const ended = group(/^Ended \(2\)/);
    expect(ended).toHaveTextContent(`Ended 1 Sept 2026, 10:00 am by ${ORGANISER}`);
    expect(ended).toHaveTextContent('Breakfast');
    expect(within(ended).queryByRole('button')).toBeNull();
  });

  it('ends an announcement only once asked, then lists it as ended', async () => {
    const user = userEvent.setup();
    const welcome = makeAnnouncement(1, { text: { en: 'Welcome!', hi: '' } });
    const view = renderAnnouncements([welcome]);
    const ends: string[] = [];
    server.use(
      http.post(`/api/admin/announcements/${welcome.id}/end`, () => {
        ends.push(welcome.id);
        const ended = { ...welcome, endsAt: Date.now(), endedBy: ORGANISER };
        view.show([ended]);
        return HttpResponse.json(ended);
      }),
    );

    await user.click(await screen.findByRole('button', { name: 'End “Welcome!”' }));
    const dialog = screen.getByRole('dialog', { name: 'End the announcement “Welcome!”?' });
    expect(dialog).toHaveTextContent('It leaves every phone and screen at once');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(ends).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'End “Welcome!”' }));
    await user.click(
      within(screen.getByRole('dialog', { name: /^End the announcement/ })).getByRole('button', {
        name: 'End',
      }),
    );

    await findToast('success', 'Announcement ended');
    expect(ends).toEqual([welcome.id]);
    const ended = await screen.findByRole('region', { name: 'Ended (1)' });
    expect(ended).toHaveTextContent(`Welcome!Ended`);
    expect(ended).toHaveTextContent(`by ${ORGANISER}`);
    await waitFor(() => expect(within(ended).getByText('Welcome!')).toHaveFocus());
    expect(group(/^Showing now/)).toHaveTextContent('Nothing is showing now.');
  });

  it('reads the list again every 15 s, so a scheduled one moves to Showing now at its time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const reads: number[] = [];
    const soon = makeAnnouncement(1, {
      text: { en: 'Finals start', hi: '' },
      startsAt: Date.now() + 10_000,
    });
    renderAnnouncements([soon]);
    server.use(
      http.get('/api/admin/announcements', () => {
        reads.push(Date.now());
        return HttpResponse.json([soon]);
      }),
    );

    expect(await screen.findByRole('region', { name: 'Scheduled (1)' })).toHaveTextContent(
      'Finals start',
    );
    await vi.advanceTimersByTimeAsync(15_000);

    await waitFor(() => expect(reads.length).toBeGreaterThan(0));
    expect(await screen.findByRole('region', { name: 'Showing now (1)' })).toHaveTextContent(
      'Finals start',
    );
    expect(group(/^Scheduled/)).toHaveTextContent('Nothing is scheduled.');
  });
});
