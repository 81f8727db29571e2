import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../common/api';
import type { EventSettingsInput } from '../../../common/setup';
import { server } from '../../test/msw';
import { findToast, renderWithApp } from '../../test/render';
import { EventPage } from './event-page';
import type { AdminSetupReply } from './setup-api';
import { makeAdminSetup } from '../../test/setup-factories';

function renderEvent(setup: AdminSetupReply) {
  server.use(http.get('/api/admin/setup', () => HttpResponse.json(setup)));
  return renderWithApp([{ path: '/admin/event', element: <EventPage /> }], ['/admin/event']);
}

describe("the event's settings", () => {
  it('saves the settings, a page in the organisers’ own words and the other the standard text', async () => {
    const user = userEvent.setup();
    const sent: EventSettingsInput[] = [];
    server.use(
      http.put('/api/admin/setup/event', async ({ request }) => {
        const input = (await request.json()) as EventSettingsInput;
        sent.push(input);
        return HttpResponse.json(
          makeAdminSetup({
            site: { event: input.event, pages: input.pages, profile: input.profile },
          }),
        );
      }),
    );
    renderEvent(makeAdminSetup());

    const name = await screen.findByLabelText(/^Event name/);
    expect(name).toHaveValue('Utsav 2025');
    await user.clear(name);
    await user.type(name, 'Utsav 2026');
    const zone = screen.getByLabelText(/^Time zone/);
    expect(zone).toHaveAccessibleDescription(/Quizzes open and close by this zone’s clock/);
    expect(
      document.querySelector(
        `#${CSS.escape(zone.getAttribute('list')!)} option[value="Asia/Kolkata"]`,
      ),
    ).not.toBeNull();

    const standardTerms = screen.getAllByRole('checkbox', { name: 'Use the standard text' })[0]!;
    expect(standardTerms).toBeChecked();
    await user.click(standardTerms);
    const english = screen.getByLabelText(/^Text in English/);
    // The organisers' own text starts from the standard one, in each language.
    expect((english as HTMLTextAreaElement).value).toMatch(
      /^This microsite is an internal, .+ one-time codes\.\n\nQuizzes, scores/,
    );
    const hindi = screen.getByLabelText<HTMLTextAreaElement>(/^Text in Hindi/);
    expect(hindi.value).toMatch(/^यह माइक्रोसाइट .+\n\nक्विज़, स्कोर/);
    await user.clear(hindi);
    await user.clear(english);
    await user.type(english, 'Play fair.{Enter}{Enter}Be kind.');
    await user.click(screen.getByRole('switch', { name: 'Profile photo' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await findToast('success', 'Event settings saved');
    expect(sent).toEqual([
      {
        event: { name: 'Utsav 2026', timeZone: 'Asia/Kolkata' },
        gallery: {
          selfPhotoUrl: 'https://example.com/self',
          eventPhotoUrl: 'https://example.com/event',
          album: false,
        },
        pages: { terms: { en: 'Play fair.\n\nBe kind.', hi: '' }, privacy: null },
        profile: { selfie: true },
        contact: { en: '', hi: '' },
        signIn: { webOtpLine: false },
        schedule: makeAdminSetup().site.schedule,
      },
    ]);
    expect(screen.getByRole('switch', { name: 'Profile photo' })).toBeChecked();
  });

  it('turns the photo album in the app on with the gallery’s links', async () => {
    const user = userEvent.setup();
    const sent: EventSettingsInput[] = [];
    server.use(
      http.put('/api/admin/setup/event', async ({ request }) => {
        const input = (await request.json()) as EventSettingsInput;
        sent.push(input);
        return HttpResponse.json(makeAdminSetup({ site: { gallery: input.gallery } }));
      }),
    );
    renderEvent(makeAdminSetup());

    const album = await screen.findByRole('switch', { name: 'Photo album in the app' });
    expect(album).not.toBeChecked();
    expect(album).toHaveAccessibleDescription(/approved photos as an album/);
    await user.click(album);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await findToast('success', 'Event settings saved');
    expect(sent[0]?.gallery).toEqual({
      selfPhotoUrl: 'https://example.com/self',
      eventPhotoUrl: 'https://example.com/event',
      album: true,
    });
    expect(album).toBeChecked();
  });

  it('saves whom refused players ask, in both languages, and the SMS’s code line for Android', async () => {
    const user = userEvent.setup();
    const sent: EventSettingsInput[] = [];
    server.use(
      http.put('/api/admin/setup/event', async ({ request }) => {
        const input = (await request.json()) as EventSettingsInput;
        sent.push(input);
        return HttpResponse.json(
          makeAdminSetup({ site: { contact: input.contact, signIn: input.signIn } }),
        );
      }),
    );
    renderEvent(makeAdminSetup());

    await user.type(await screen.findByLabelText(/^Contact in English/), 'Priya at the help desk');
    await user.type(screen.getByLabelText(/^Contact in Hindi/), 'हेल्प डेस्क पर प्रिया');
    const line = screen.getByRole('switch', { name: 'Code line for Android in the sign-in SMS' });
    expect(line).not.toBeChecked();
    expect(line).toHaveAccessibleDescription(/ends with the line @localhost #123456/);
    await user.click(line);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await findToast('success', 'Event settings saved');
    expect(sent[0]).toMatchObject({
      contact: { en: 'Priya at the help desk', hi: 'हेल्प डेस्क पर प्रिया' },
      signIn: { webOtpLine: true },
    });
    expect(screen.getByLabelText(/^Contact in English/)).toHaveValue('Priya at the help desk');
    expect(line).toBeChecked();
  });

  it('edits the days and the itinerary: a row added, moved up and another removed', async () => {
    const user = userEvent.setup();
    const sent: EventSettingsInput[] = [];
    server.use(
      http.put('/api/admin/setup/event', async ({ request }) => {
        const input = (await request.json()) as EventSettingsInput;
        sent.push(input);
        return HttpResponse.json(makeAdminSetup({ site: { schedule: input.schedule } }));
      }),
    );
    renderEvent(makeAdminSetup());

    const last = await screen.findByLabelText(/^Last day/);
    expect(screen.getByLabelText(/^First day/)).toHaveValue('2025-09-01');
    await user.clear(last);
    await user.type(last, '2025-09-03');
    await user.click(screen.getByRole('button', { name: 'Add a row' }));
    const time = screen.getAllByLabelText(/^Time/).at(-1)!;
    expect(time).toHaveFocus();
    await user.type(time, '18:30');
    await user.selectOptions(screen.getAllByLabelText(/^Day/).at(-1)!, '3');
    await user.type(screen.getAllByLabelText(/^What happens, in English/).at(-1)!, 'Farewell');
    await user.click(screen.getByRole('button', { name: 'Move Row 3 up' }));
    expect(screen.getByRole('button', { name: 'Move Row 2 up' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove Row 1' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await findToast('success', 'Event settings saved');
    expect(sent[0]!.schedule).toEqual({
      dates: { first: '2025-09-01', last: '2025-09-03' },
      itinerary: [
        { day: 3, time: '18:30', what: { en: 'Farewell', hi: '' } },
        { day: 2, time: '11:00', what: { en: 'Team Quiz', hi: '' } },
      ],
    });
  });

  it('refuses a row on a day after the event beside its field, sending nothing', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    server.use(
      http.put('/api/admin/setup/event', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(makeAdminSetup());
      }),
    );
    renderEvent(makeAdminSetup());

    const last = await screen.findByLabelText(/^Last day/);
    await user.clear(last);
    await user.type(last, '2025-09-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const day = screen.getAllByLabelText(/^Day/)[1]!;
    await waitFor(() => expect(day).toHaveAccessibleDescription("Choose one of the event's days"));
    expect(sent).toEqual([]);
  });

  it('shows the server’s refusal of a field beside it, with the keyboard on it', async () => {
    const user = userEvent.setup();
    server.use(
      http.put('/api/admin/setup/event', () =>
        HttpResponse.json<ApiErrorBody>(
          {
            error: {
              code: 'invalid_setup',
              message: 'Please check the details',
              field: 'gallery.eventPhotoUrl',
            },
          },
          { status: 400 },
        ),
      ),
    );
    renderEvent(makeAdminSetup());

    await user.click(await screen.findByRole('button', { name: 'Save' }));

    const link = screen.getByLabelText(/^Event Photo link/);
    await waitFor(() => expect(link).toHaveAccessibleDescription('Please check the details'));
    expect(link).toBeInvalid();
    expect(link).toHaveFocus();
    expect(screen.getByLabelText(/^Self Photo link/)).toBeValid();
    await findToast('error', 'Please check the details');

    await user.type(link, '/more');
    expect(link).toBeValid();
  });

  it('shows the reason the server gives for a refused field in words', async () => {
    const user = userEvent.setup();
    server.use(
      http.put('/api/admin/setup/event', () =>
        HttpResponse.json<ApiErrorBody>(
          {
            error: {
              code: 'invalid_setup',
              message: 'Too long',
              field: 'event.name',
              params: { reason: 'tooLong' },
            },
          },
          { status: 400 },
        ),
      ),
    );
    renderEvent(makeAdminSetup());

    await user.click(await screen.findByRole('button', { name: 'Save' }));

    const name = screen.getByLabelText(/^Event name/);
    await waitFor(() => expect(name).toHaveAccessibleDescription('Too long'));
    expect(name).toHaveFocus();
  });
});
