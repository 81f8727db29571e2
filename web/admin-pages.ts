// The admin area's pages, each loaded when opened. The route table (routes.tsx) reaches them
// through this one module, so the first screen carries one name for all of them.
import type { RouteObject } from 'react-router';

type PageModule = Promise<Pick<RouteObject, 'Component'>>;

export const adminPages = {
  index: () =>
    import('./features/reports/admin-dashboard-page').then((m) => ({
      Component: m.AdminDashboardPage,
    })),
  quizzes: () =>
    import('./features/quiz-editor/quiz-list-page').then((m) => ({ Component: m.QuizListPage })),
  'quizzes/:quizId': () =>
    import('./features/quiz-editor/quiz-editor-page').then((m) => ({
      Component: m.QuizEditorPage,
    })),
  event: () => import('./features/setup/event-page').then((m) => ({ Component: m.EventPage })),
  teams: () =>
    import('./features/setup/teams-setup-page').then((m) => ({ Component: m.TeamsSetupPage })),
  'teams/:key': () =>
    import('./features/setup/team-setup-page').then((m) => ({ Component: m.TeamSetupPage })),
  brand: () => import('./features/setup/brand-page').then((m) => ({ Component: m.BrandPage })),
  videos: () => import('./features/setup/videos-page').then((m) => ({ Component: m.VideosPage })),
  'setup-file': () =>
    import('./features/setup/setup-file-page').then((m) => ({ Component: m.SetupFilePage })),
  users: () =>
    import('./features/people/registrations-page').then((m) => ({
      Component: m.RegistrationsPage,
    })),
  'users/:uid': () =>
    import('./features/people/person-page').then((m) => ({ Component: m.PersonPage })),
  leaderboard: () =>
    import('./features/reports/admin-leaderboard-page').then((m) => ({
      Component: m.AdminLeaderboardPage,
    })),
  screens: () =>
    import('./features/venue/screens-page').then((m) => ({ Component: m.ScreensPage })),
  announcements: () =>
    import('./features/venue/announcements-page').then((m) => ({ Component: m.AnnouncementsPage })),
  'live-game': () =>
    import('./features/live-game-host/live-game-page').then((m) => ({ Component: m.LiveGamePage })),
  engage: () =>
    import('./features/engage-admin/engage-page').then((m) => ({ Component: m.EngagePage })),
  'engage/:id': () =>
    import('./features/engage-admin/activity-page').then((m) => ({ Component: m.ActivityPage })),
  access: () => import('./features/admin/access-page').then((m) => ({ Component: m.AccessPage })),
  analytics: () =>
    import('./features/reports/analytics-page').then((m) => ({ Component: m.AnalyticsPage })),
  activity: () =>
    import('./features/reports/activity-page').then((m) => ({ Component: m.ActivityPage })),
} satisfies Record<string, () => PageModule>;

export type AdminPageName = keyof typeof adminPages;
