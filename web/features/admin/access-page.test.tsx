import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AccessSummary, Admin } from '../../../common/admin-api';
import type { ApiErrorBody, Me } from '../../../common/api';
import { makeMe } from '../../test/factories';
import { server } from '../../test/msw';
import { findToast, renderElement } from '../../test/render';
import { AccessPage } from './access-page';

const ME = '+919800000001';
const INSTALLED: Admin = {
  phone: ME,
  name: '+91 98•••••001',
  ownName: null,
  grantedBy: null,
  grantedAt: Date.UTC(2026, 10, 1),
};
const VIKRAM: Admin = {
  phone: '+919800000002',
  name: 'Vikram',
  ownName: 'Vikram',
  grantedBy: 'Asha',
  grantedAt: Date.UTC(2026, 10, 2, 6, 30),
};

/** The server as Access Control reads it; each write's body is kept. */
function answerAccess(admins: Admin[]) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  let list = admins;
  const keep = async (request: Request) => {
    sent.push({
      method: request.method,
      url: new URL(request.url).pathname,
      body: await request.json(),
    });
  };
  server.use(
    http.get('/api/me', () => HttpResponse.json<Me>(makeMe({ isAdmin: true, phoneNumber: ME }))),
    http.get('/api/admin/admins', () => HttpResponse.json<Admin[]>(list)),
    http.get('/api/admin/access', () =>
      HttpResponse.json<AccessSummary>({
        registry: { total: 1_200, registered: 200, free: 1_000 },
        signInLimits: { resendSeconds: 60, perHour: 5, perDay: 10, codeMinutes: 5 },
      }),
    ),
    http.post('/api/admin/admins', async ({ request }) => {
      await keep(request);
      const { phone, name } = sent.at(-1)!.body as { phone: string; name: string };
      list = [...list, { ...VIKRAM, phone, name, ownName: name }];
      return HttpResponse.json<Admin[]>(list);
    }),
    http.put('/api/admin/organiser-name', async ({ request }) => {
      await keep(request);
      const { name } = sent.at(-1)!.body as { name: string };
      list = list.map((admin) => (admin.phone === ME ? { ...admin, name, ownName: name } : admin));
      return HttpResponse.json<Admin[]>(list);
    }),
  );
  return sent;
}

const organisersCard = () =>
  screen.getByRole('heading', { name: 'Organisers' }).closest('.admin-card') as HTMLElement;

describe('Access Control', () => {
  beforeEach(() => {
    answerAccess([INSTALLED, VIKRAM]);
  });

  it('says in plain words who the organisers are, how many, and what cannot be removed', async () => {
    renderElement(<AccessPage />);
    expect(await screen.findByText('2 organisers can open the admin area.')).toBeVisible();
    const card = organisersCard();
    await within(card).findByText(/\(You\)/);
    const items = within(card).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(
      '+91 98•••••001 (You)Set when the site was installed (cannot be removed here)',
    );
    expect(within(items[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(items[1]).toHaveTextContent(/^VikramGranted by Asha, /);
    expect(
      within(items[1]!).getByRole('button', { name: 'Take away the organiser access of Vikram' }),
    ).toBeVisible();
    expect(document.body.textContent).not.toContain('ADMIN_PHONES');
    expect(document.body.textContent).not.toContain('+919800000002');
  });

  it('states the registry’s counts and the sign-in limits in words', async () => {
    renderElement(<AccessPage />);
    expect(
      await screen.findByText('1,200 employee IDs loaded: 200 used, 1,000 free.'),
    ).toBeVisible();
    expect(
      screen.getByText(
        'A phone is sent at most one code every 60 seconds, 5 in an hour and 10 in a day; each code works for 5 minutes.',
      ),
    ).toBeVisible();
  });

  it('grants an organiser with the name others will see', async () => {
    const user = userEvent.setup();
    const sent = answerAccess([INSTALLED]);
    renderElement(<AccessPage />);
    const card = await screen.findByRole('form', { name: 'Add an organiser' });
    await user.type(within(card).getByLabelText(/^Mobile number/), '9800000003');
    await user.type(
      within(card).getByLabelText(/^Their name, as other organisers see it/),
      'Meera Joshi',
    );
    await user.click(within(card).getByRole('button', { name: 'Grant organiser access' }));
    await findToast('success', 'Meera Joshi can now open the admin area');
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/admin/admins',
        body: { phone: '9800000003', name: 'Meera Joshi' },
      },
    ]);
    expect(await within(organisersCard()).findByText('Meera Joshi')).toBeVisible();
  });

  it('refuses a grant without a name before sending it', async () => {
    const user = userEvent.setup();
    const sent = answerAccess([INSTALLED]);
    renderElement(<AccessPage />);
    const card = await screen.findByRole('form', { name: 'Add an organiser' });
    await user.type(within(card).getByLabelText(/^Mobile number/), '9800000003');
    await user.click(within(card).getByRole('button', { name: 'Grant organiser access' }));
    expect(await within(card).findByText('Name is required')).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('lets the organiser set their own name, and shows the server’s refusal beside it', async () => {
    const user = userEvent.setup();
    const sent = answerAccess([INSTALLED, VIKRAM]);
    renderElement(<AccessPage />);
    const own = await screen.findByLabelText(/^Your name, as other organisers see it/);
    await user.type(own, 'Asha');
    await user.click(screen.getByRole('button', { name: 'Save my name' }));
    await findToast('success', 'Your name is saved');
    expect(sent).toEqual([
      { method: 'PUT', url: '/api/admin/organiser-name', body: { name: 'Asha' } },
    ]);
    expect(await within(organisersCard()).findByText('Asha')).toBeVisible();

    server.use(
      http.put('/api/admin/organiser-name', () =>
        HttpResponse.json<ApiErrorBody>(
          {
            error: {
              code: 'invalid_setup',
              message: 'Too long',
              field: 'name',
              params: { reason: 'tooLong' },
            },
          },
          { status: 400 },
        ),
      ),
    );
    await user.clear(screen.getByLabelText(/^Your name/));
    await user.type(screen.getByLabelText(/^Your name/), 'Asha V');
    await user.click(screen.getByRole('button', { name: 'Save my name' }));
    expect(await screen.findByText(/too long/i)).toBeVisible();
  });
});
