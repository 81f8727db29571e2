import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Activity, Admin, Overview, Registrations } from '../../../common/admin-api';
import type { Me, PublicSite } from '../../../common/api';
import { routes } from '../../routes';
import { makeMe, makeOverview, makeSite } from '../../test/factories';
import { server } from '../../test/msw';
import { renderWithApp } from '../../test/render';

/** The admin API a page of the admin area reads, answered for a signed-in `me`. */
function answerAdminReads(me: Me | null) {
  server.use(
    // Nobody signed in: the server answers 401, which the app reads as nobody.
    http.get('/api/me', () =>
      me ? HttpResponse.json<Me>(me) : HttpResponse.json({ error: {} }, { status: 401 }),
    ),
    http.get('/api/site', () => HttpResponse.json<PublicSite>(makeSite())),
    http.get('/api/admin/overview', () => HttpResponse.json<Overview>(makeOverview())),
    http.get('/api/admin/admins', () => HttpResponse.json<Admin[]>([])),
    http.get('/api/admin/activity', () =>
      HttpResponse.json<Activity>({ entries: [], total: 0, page: 1, pageSize: 8, organisers: [] }),
    ),
    http.get('/api/admin/registrations', () =>
      HttpResponse.json<Registrations>({ rows: [], total: 0, page: 1, pageSize: 25 }),
    ),
  );
}

const organiser = makeMe({ isAdmin: true });

function menuButton() {
  return screen.getByRole('button', { name: 'Menu' });
}

describe('the admin area', () => {
  beforeEach(() => {
    // Each page starts at the top; jsdom has no scrolling to do it with.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });

  it('marks the current section in its navigation', async () => {
    answerAdminReads(organiser);
    renderWithApp(routes, ['/admin/users']);
    expect(await screen.findByRole('heading', { level: 1, name: /Admin/ })).toBeVisible();

    // The sidebar's CSS shows the sections on a desktop; without it they are the closed phone menu.
    const nav = screen.getByRole('navigation', { name: 'Admin sections', hidden: true });
    const link = (name: string) => within(nav).getByRole('link', { name, hidden: true });
    expect(link('Registrations')).toHaveAttribute('aria-current', 'page');
    expect(link('Dashboard')).not.toHaveAttribute('aria-current');
    expect(link('Quizzes')).toHaveAttribute('href', '/admin/quizzes');
    expect(
      ['Dashboard', 'Quizzes', 'Registrations', 'Leaderboard', 'Access Control', 'Analytics'].map(
        (name) => link(name).getAttribute('href'),
      ),
    ).toEqual([
      '/admin',
      '/admin/quizzes',
      '/admin/users',
      '/admin/leaderboard',
      '/admin/access',
      '/admin/analytics',
    ]);
  });

  it('names the signed-in organiser as other organisers see them, never by phone', async () => {
    answerAdminReads(organiser);
    const me: Admin = {
      phone: organiser.phoneNumber,
      name: 'Asha Verma',
      ownName: 'Asha Verma',
      grantedBy: null,
      grantedAt: 0,
    };
    server.use(http.get('/api/admin/admins', () => HttpResponse.json<Admin[]>([me])));
    renderWithApp(routes, ['/admin/activity']);
    expect(await screen.findByText('Asha Verma')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(organiser.phoneNumber);
    expect(await screen.findByRole('heading', { name: 'Activity' })).toBeVisible();
  });

  it("shows none of the event's decorations: no banners, back bar or slogan carousel", async () => {
    answerAdminReads(organiser);
    renderWithApp(routes, ['/admin']);
    expect(
      await screen.findByRole('heading', { name: 'Registrations and points by team' }),
    ).toBeVisible();

    expect(screen.queryByTestId('footer-carousel')).not.toBeInTheDocument();
    expect(document.querySelector('.site-header')).toBeNull();
    expect(screen.queryByRole('button', { name: /Back/ })).not.toBeInTheDocument();
    expect(document.querySelector('img[src^="/brand/slogans/"]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute(
      'href',
      '#admin-main',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'admin-main');
  });

  it("keeps the event's frame on the event's own screens", async () => {
    answerAdminReads(organiser);
    renderWithApp(routes, ['/terms']);
    expect(await screen.findByRole('heading', { name: 'Terms of Use' })).toBeVisible();
    expect(screen.getByTestId('footer-carousel')).toBeInTheDocument();
    expect(document.querySelector('.site-header')).not.toBeNull();
  });

  it('opens the menu from its button, and Escape closes it and gives the focus back', async () => {
    const user = userEvent.setup();
    answerAdminReads(organiser);
    renderWithApp(routes, ['/admin']);
    await screen.findByRole('heading', { level: 1, name: /Admin/ });

    const button = menuButton();
    const menu = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Admin sections' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Back to the event site/ })).toHaveAttribute(
      'href',
      '/home',
    );

    await user.tab();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(button);
    expect(menu).not.toBeVisible();
  });

  it('closes the menu when a section is chosen, with the focus on the new page', async () => {
    const user = userEvent.setup();
    answerAdminReads(organiser);
    const { router } = renderWithApp(routes, ['/admin']);
    await screen.findByRole('heading', { level: 1, name: /Admin/ });

    await user.click(menuButton());
    await user.click(screen.getByRole('link', { name: 'Registrations' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    expect(await screen.findByText('0 registrations')).toBeVisible();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Registrations', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('closes the menu when the page is pressed outside it', async () => {
    const user = userEvent.setup();
    answerAdminReads(organiser);
    renderWithApp(routes, ['/admin']);
    await screen.findByRole('heading', { name: 'Registrations and points by team' });

    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('heading', { name: 'Registrations and points by team' }));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('switches the admin area to Hindi from its menu', async () => {
    const user = userEvent.setup();
    answerAdminReads(organiser);
    renderWithApp(routes, ['/admin']);
    await screen.findByRole('heading', { level: 1, name: /Admin/ });

    await user.click(menuButton());
    await user.click(screen.getByRole('button', { name: 'Switch to Hindi' }));
    expect(await screen.findByRole('link', { name: 'क्विज़' })).toHaveAttribute(
      'href',
      '/admin/quizzes',
    );
  });

  it('tells a signed-in person who is not an organiser "You do not have access", with no sections', async () => {
    answerAdminReads(makeMe({ isAdmin: false }));
    renderWithApp(routes, ['/admin/access']);

    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have access');
    expect(
      screen.queryByRole('navigation', { name: 'Admin sections', hidden: true }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the event site' })).toHaveAttribute(
      'href',
      '/home',
    );
    expect(screen.queryByTestId('footer-carousel')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in, and lets an organiser in without a profile', async () => {
    answerAdminReads(null);
    // The sign-in form's bot check is not what this is about: it stays unanswered.
    server.use(http.get('/api/auth/bot-check', () => delay('infinite')));
    const signedOut = renderWithApp(routes, ['/admin/users']);
    await waitFor(() => expect(signedOut.router.state.location.pathname).toBe('/register'));
    signedOut.unmount();

    // A profile is for playing: the organiser's role is enough for the admin area.
    answerAdminReads(makeMe({ isAdmin: true, profile: null }));
    const noProfile = renderWithApp(routes, ['/admin/users']);
    expect(await screen.findByRole('link', { name: 'Skip to content' })).toBeInTheDocument();
    expect(noProfile.router.state.location.pathname).toBe('/admin/users');
  });
});
