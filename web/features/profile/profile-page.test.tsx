import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiErrorBody, Me, Profile, PublicSite } from '../../../common/api';
import type { ProfileInput } from '../../../common/profile-input';
import { makeMe, makeProfile, makeSite } from '../../test/factories';
import { answerPost, seenRequests, server } from '../../test/msw';
import { findToast, renderWithApp } from '../../test/render';
import { ProfilePage } from './profile-page';

type User = ReturnType<typeof userEvent.setup>;

/** Just signed in, no profile yet, as the sign-in step leaves it (the phone in navigation state). */
async function renderProfileAfterSignIn() {
  const view = renderWithApp(
    [
      { path: '/signed-in', element: <p>signed in</p> },
      { path: '/profile', element: <ProfilePage /> },
      { path: '/home', element: <p>Home screen</p> },
    ],
    ['/signed-in'],
  );
  await act(() => view.router.navigate('/profile', { state: { phone: '+919876543210' } }));
  await screen.findByRole('heading', { name: 'Complete your profile' });
  return view;
}

function answerProfileSave(reply: () => Response) {
  return answerPost<ProfileInput>('/api/profile', reply);
}

const fields = {
  employeeId: () => screen.getByRole('textbox', { name: 'Employee ID' }),
  name: () => screen.getByRole('textbox', { name: 'Name' }),
  gender: () => screen.getByRole('combobox', { name: 'Gender' }),
  team: () => screen.getByRole('combobox', { name: 'RSO' }),
};
const submit = () => screen.getByRole('button', { name: 'Save and Continue' });

async function fillIn(user: User, values: { employeeId: string; name: string }) {
  await user.type(fields.employeeId(), values.employeeId);
  await user.type(fields.name(), values.name);
  await user.selectOptions(fields.gender(), 'Female');
  await user.selectOptions(fields.team(), 'Kanpur');
}

/**
 * Opens the page, fills it in with `values` and saves it, the server refusing with this status and
 * error; returns the bodies the save sent.
 */
async function saveRefused(
  status: number,
  error: ApiErrorBody['error'],
  values: { employeeId: string; name: string },
) {
  const user = userEvent.setup();
  const sent = answerProfileSave(() => HttpResponse.json<ApiErrorBody>({ error }, { status }));
  await renderProfileAfterSignIn();

  await fillIn(user, values);
  await user.click(submit());
  await waitFor(() => expect(sent).toHaveLength(1));
  return sent;
}

/** The event's setup with whom the organisers say to ask. */
function withContact(en: string) {
  server.use(
    http.get('/api/site', () =>
      HttpResponse.json<PublicSite>(makeSite({ contact: { en, hi: '' } })),
    ),
  );
}

const noToast = () => expect(screen.queryByTestId('toast-error')).not.toBeInTheDocument();

beforeEach(() => {
  server.use(
    http.get('/api/me', () => HttpResponse.json<Me>(makeMe({ profile: null }))),
    http.get('/api/site', () => HttpResponse.json<PublicSite>(makeSite())),
  );
});

describe('the profile form', () => {
  it('tells an organiser a profile is only for playing, and leads to the admin area', async () => {
    server.use(
      http.get('/api/me', () => HttpResponse.json<Me>(makeMe({ isAdmin: true, profile: null }))),
    );
    await renderProfileAfterSignIn();

    expect(screen.getByText(/you can run the event without a profile/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the admin area' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('says nothing of organising to a player', async () => {
    await renderProfileAfterSignIn();
    expect(screen.queryByRole('link', { name: 'Go to the admin area' })).not.toBeInTheDocument();
  });

  it('names every missing field at once, beside it alone, with the keyboard on the first', async () => {
    const user = userEvent.setup();
    await renderProfileAfterSignIn();

    await user.click(submit());
    await waitFor(() => expect(fields.employeeId()).toHaveFocus());
    expect(fields.employeeId()).toHaveAccessibleDescription('Employee ID is required');
    expect(fields.name()).toHaveAccessibleDescription('Name is required');
    expect(fields.gender()).toHaveAccessibleDescription('Gender is required');
    expect(fields.team()).toHaveAccessibleDescription('RSO is required');
    for (const field of Object.values(fields)) expect(field()).toBeInvalid();
    // Said once, beside the fields: no toast says it again.
    noToast();

    // Putting one right clears its error alone; the next submit starts at the first still wrong.
    await user.type(fields.employeeId(), 'E1001');
    expect(fields.employeeId()).toBeValid();
    expect(fields.name()).toBeInvalid();
    await user.click(submit());
    await waitFor(() => expect(fields.name()).toHaveFocus());
    expect(fields.team()).toHaveAccessibleDescription('RSO is required');

    expect(seenRequests).not.toContain('POST /api/profile');
  });

  it('shows the registry’s refusal of an unknown employee ID beside the field, with whom to ask', async () => {
    withContact('Priya at the help desk, 98100 00000');
    const sent = await saveRefused(
      400,
      { code: 'invalid_employee_id', message: 'Invalid employee id' },
      { employeeId: 'E9999', name: 'Asha Verma' },
    );
    await waitFor(() =>
      expect(fields.employeeId()).toHaveAccessibleDescription(
        'Invalid employee id. Check the ID and try again, or ask the organisers. Contact: Priya at the help desk, 98100 00000',
      ),
    );
    expect(fields.employeeId()).toHaveFocus();
    noToast();
    // Nothing typed or chosen is lost to the refusal.
    expect(fields.employeeId()).toHaveValue('E9999');
    expect(fields.name()).toHaveValue('Asha Verma');
    expect(fields.gender()).toHaveValue('female');
    expect(fields.team()).toHaveValue('kanpur');
    expect(submit()).toBeEnabled();
    expect(screen.queryByText('Home screen')).not.toBeInTheDocument();
    expect(sent).toEqual([
      {
        employeeId: 'E9999',
        name: 'Asha Verma',
        gender: 'female',
        team: 'kanpur',
      },
    ]);
  });

  it('shows the reason the server gives for refusing a field beside that field', async () => {
    const nameTooLong = {
      code: 'invalid_profile',
      message: 'Name is too long',
      field: 'name',
      params: { reason: 'nameTooLong' },
    };
    await saveRefused(400, nameTooLong, { employeeId: 'E1001', name: 'Asha Verma' });
    await waitFor(() => expect(fields.name()).toHaveAccessibleDescription('Name is too long'));
    expect(fields.employeeId()).toBeValid();
    noToast();
    expect(screen.queryByText('Home screen')).not.toBeInTheDocument();
  });

  it('shows that an employee ID is already taken and what to do, and lets the user try again', async () => {
    const sent = await saveRefused(
      409,
      { code: 'already_registered', message: 'Already registered' },
      { employeeId: 'E1001', name: 'Asha Verma' },
    );
    // No contact set: the step names the organisers alone.
    await waitFor(() =>
      expect(fields.employeeId()).toHaveAccessibleDescription(
        'Already registered. If this ID is yours and you did not register, ask the organisers.',
      ),
    );
    noToast();
    // The button says Saving... until the save has finished with the refusal.
    expect(await screen.findByRole('button', { name: 'Save and Continue' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Complete your profile' })).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('saves the trimmed profile and goes on to the home screen', async () => {
    const user = userEvent.setup();
    const sent = answerProfileSave(() =>
      HttpResponse.json<Profile>(makeProfile({ employeeId: 'E1001', name: 'Asha Verma' })),
    );
    await renderProfileAfterSignIn();

    await fillIn(user, { employeeId: '  E1001 ', name: ' Asha Verma  ' });
    await user.click(submit());

    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    await findToast('success', 'Profile saved');
    expect(sent).toEqual([
      {
        employeeId: 'E1001',
        name: 'Asha Verma',
        gender: 'female',
        team: 'kanpur',
      },
    ]);
  });

  it('takes down a failed try’s toast once a later try has saved, leaving only "Profile saved"', async () => {
    const user = userEvent.setup();
    let tries = 0;
    answerProfileSave(() =>
      ++tries === 1
        ? HttpResponse.json<ApiErrorBody>(
            { error: { code: 'internal', message: 'Something went wrong. Please try again.' } },
            { status: 500 },
          )
        : HttpResponse.json<Profile>(makeProfile({ employeeId: 'E1001', name: 'Asha Verma' })),
    );
    await renderProfileAfterSignIn();
    await fillIn(user, { employeeId: 'E1001', name: 'Asha Verma' });
    await user.click(submit());
    // A failure that is no field's is said in the toast.
    await findToast('error', 'Something went wrong. Please try again.');

    await user.click(submit());
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    await findToast('success', 'Profile saved');
    noToast();
  });
});
