// The route table: every path, its screen, and the gate that applies its access rule.
import { Navigate, type RouteObject } from 'react-router';
import { AppLayout } from './components/layout/app-layout';
import { HomePage } from './features/home/home-page';
import { LandingPage } from './features/landing/landing-page';
import { loadEngage } from './lib/engage-live';
import { loadLiveGame } from './lib/live-game-open';
import { AUTHENTICATED_PATHS, type AuthenticatedPath } from './routing/route-access';
import { RouteError } from './routing/route-error';
import { RouteGate } from './routing/route-gate';
import type { AdminPageName } from './admin-pages';

const OUTSIDE_PATHS = ['/', '/register', '/terms', '/privacy'] as const;

/** Every path of the spec's route table has its screen; a missing one fails the type check. */
const screens: Record<AuthenticatedPath | (typeof OUTSIDE_PATHS)[number], RouteObject> = {
  '/': { element: <LandingPage /> },
  // Each screen brings its own code; the sign-in form brings the bot check's with it.
  '/register': {
    lazy: () =>
      import('./features/auth/register-page').then((m) => ({ Component: m.RegisterPage })),
  },
  // Read by few, and rendered by the server for them: their code loads with them.
  '/terms': {
    lazy: () =>
      import('./features/legal/legal-page').then(({ LegalPage }) => ({
        element: <LegalPage kind="terms" />,
      })),
  },
  '/privacy': {
    lazy: () =>
      import('./features/legal/legal-page').then(({ LegalPage }) => ({
        element: <LegalPage kind="privacy" />,
      })),
  },
  '/home': { element: <HomePage /> },
  '/quizcontest': {
    lazy: () =>
      import('./features/quiz/quiz-contest-page').then((m) => ({ Component: m.QuizContestPage })),
  },
  '/team-dashboard': {
    lazy: () =>
      import('./features/dashboard/dashboard-pages').then((m) => ({
        Component: m.TeamDashboardPage,
      })),
  },
  '/total-registration': {
    lazy: () =>
      import('./features/dashboard/dashboard-pages').then((m) => ({
        Component: m.RegistrationDashboardPage,
      })),
  },
  '/quiz-leaderboard': {
    lazy: () =>
      import('./features/dashboard/dashboard-pages').then((m) => ({
        Component: m.QuizLeaderboardPage,
      })),
  },
  '/event': {
    lazy: () => import('./features/events/events-page').then((m) => ({ Component: m.EventsPage })),
  },
  '/eventitinerary': {
    lazy: () =>
      import('./features/events/itinerary-page').then((m) => ({ Component: m.ItineraryPage })),
  },
  '/comingsoon': {
    lazy: () =>
      import('./features/events/poster-page').then(({ PosterPage }) => ({
        element: <PosterPage poster="comingSoon" />,
      })),
  },
  '/event-videos': {
    lazy: () =>
      import('./features/events/event-videos-page').then((m) => ({ Component: m.EventVideosPage })),
  },
  '/gallery': {
    lazy: () =>
      import('./features/gallery/gallery-page').then((m) => ({ Component: m.GalleryPage })),
  },
  '/teams': {
    lazy: () => import('./features/teams/teams-page').then((m) => ({ Component: m.TeamsPage })),
  },
  '/fun': {
    lazy: () => import('./features/quiz/fun-page').then((m) => ({ Component: m.FunPage })),
  },
  '/fun-quiz': {
    lazy: () => import('./features/quiz/quiz-page').then((m) => ({ Component: m.QuizPage })),
  },
  // Through the module the live game's banner loads from: the first screen names only that one.
  '/live-game': { lazy: () => loadLiveGame().then((m) => m.loadLiveGamePage()) },
  // Through the module Engage's banner loads from, as the live game's; the live activities, or
  // one of them by its id after the path.
  '/engage': { path: '/engage/:id?', lazy: () => loadEngage().then((m) => m.loadEngagePage()) },
  // Loaded on demand: the form brings the shared validation schemas with it.
  '/profile': {
    lazy: () =>
      import('./features/profile/profile-page').then((m) => ({ Component: m.ProfilePage })),
  },
};

/**
 * The admin area's pages, inside its own frame (features/admin/admin-layout.tsx). Each loads through
 * one module (admin-pages.ts), so the first screen names the admin area's code once
 * rather than each page's files.
 */
const adminPage = (name: AdminPageName) =>
  import('./admin-pages').then((m) => m.adminPages[name]());

const adminPages: RouteObject[] = [
  { index: true, lazy: () => adminPage('index') },
  { path: 'quizzes', lazy: () => adminPage('quizzes') },
  { path: 'quizzes/:quizId', lazy: () => adminPage('quizzes/:quizId') },
  { path: 'event', lazy: () => adminPage('event') },
  { path: 'teams', lazy: () => adminPage('teams') },
  { path: 'teams/:key', lazy: () => adminPage('teams/:key') },
  { path: 'brand', lazy: () => adminPage('brand') },
  { path: 'videos', lazy: () => adminPage('videos') },
  { path: 'setup-file', lazy: () => adminPage('setup-file') },
  { path: 'users', lazy: () => adminPage('users') },
  { path: 'users/:uid', lazy: () => adminPage('users/:uid') },
  { path: 'leaderboard', lazy: () => adminPage('leaderboard') },
  { path: 'screens', lazy: () => adminPage('screens') },
  { path: 'announcements', lazy: () => adminPage('announcements') },
  { path: 'live-game', lazy: () => adminPage('live-game') },
  { path: 'engage', lazy: () => adminPage('engage') },
  { path: 'engage/:id', lazy: () => adminPage('engage/:id') },
  { path: 'access', lazy: () => adminPage('access') },
  { path: 'analytics', lazy: () => adminPage('analytics') },
  { path: 'activity', lazy: () => adminPage('activity') },
  { path: '*', element: <Navigate to="/admin" replace /> },
];

/**
 * The organisers' workspace: the same access rules as every signed-in screen, but outside the
 * event's frame (no banners, back bar or slogans); its own frame keeps its sections when a page fails.
 */
const admin: RouteObject = {
  path: '/admin',
  element: <RouteGate />,
  errorElement: <RouteError />,
  children: [
    {
      lazy: () =>
        import('./features/admin/admin-layout').then((m) => ({ Component: m.AdminLayout })),
      children: [{ errorElement: <RouteError />, children: adminPages }],
    },
  ],
};

/** A venue's big screen: opened by its link alone, outside the event's frame and its sign-in. */
const venueScreen: RouteObject = {
  path: '/screen/:token',
  errorElement: <RouteError />,
  lazy: () => import('./features/screen/screen-page').then((m) => ({ Component: m.ScreenPage })),
};

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      {
        element: <RouteGate />,
        // Inside the layout, so the header and its way home stay when a screen fails.
        errorElement: <RouteError />,
        children: [...OUTSIDE_PATHS, ...AUTHENTICATED_PATHS].map((path) => ({
          path,
          ...screens[path],
        })),
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
  admin,
  venueScreen,
];
