// The route table's access rules as one pure decision.

export type AuthStatus =
  | {
      kind: 'loading';
      /**
       * The page was rendered for someone with a session (the server saw one): their screen shows
       * while the server is asked who they are, as the server drew it.
       */
      presumedSignedIn?: boolean;
    }
  | { kind: 'signed-out' }
  | {
      kind: 'signed-in';
      profile: 'present' | 'missing' | 'read-failed';
      /** An organiser: the admin area is theirs with or without a player's profile. */
      organiser: boolean;
    };

export type RouteDecision =
  { type: 'render' } | { type: 'wait' } | { type: 'redirect'; to: string };

export type RouteAccess = 'public-only' | 'open' | 'authenticated' | 'unknown';

const PUBLIC_ONLY = new Set(['/', '/register']);
const OPEN = new Set(['/terms', '/privacy']);
/** The screens someone who is not signed in reads: the way in, and the event's terms. */
export const PUBLIC_PATHS = [...PUBLIC_ONLY, ...OPEN];
export const AUTHENTICATED_PATHS = [
  '/home',
  '/quizcontest',
  '/fun-quiz',
  '/gallery',
  '/team-dashboard',
  '/total-registration',
  '/quiz-leaderboard',
  '/profile',
  '/event',
  '/eventitinerary',
  '/event-videos',
  '/comingsoon',
  '/fun',
  '/teams',
  '/live-game',
  '/engage',
] as const;
export type AuthenticatedPath = (typeof AUTHENTICATED_PATHS)[number];
const AUTHENTICATED = new Set<string>(AUTHENTICATED_PATHS);
/** One activity of Engage (/engage/<id>): a path per activity, signed in as /engage is. */
const ENGAGE_ACTIVITY = /^\/engage\/[^/]+$/;

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

function isAdminPath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/');
}

/**
 * Where someone just signed in starts: an organiser without a profile runs the event from the admin
 * area (a profile is for playing, and only by choice); a player completes theirs first.
 */
export function startFor(profile: 'present' | 'missing' | 'read-failed', organiser: boolean) {
  if (profile !== 'missing') return '/home';
  return organiser ? '/admin' : '/profile';
}

export function routeAccess(pathname: string): RouteAccess {
  const path = normalise(pathname);
  if (PUBLIC_ONLY.has(path)) return 'public-only';
  if (OPEN.has(path)) return 'open';
  if (AUTHENTICATED.has(path) || ENGAGE_ACTIVITY.test(path) || isAdminPath(path))
    return 'authenticated';
  return 'unknown';
}

export function decideRoute(pathname: string, auth: AuthStatus): RouteDecision {
  const access = routeAccess(pathname);
  if (access === 'unknown') return { type: 'redirect', to: '/' };
  if (access === 'open') return { type: 'render' };
  // The landing and sign-in screens show while the server is asked who this is (they are what the
  // server prerendered); someone signed in is sent on once the answer comes.
  // A page the server drew for someone with a session shows their screen while it is asked.
  if (auth.kind === 'loading')
    return { type: access === 'public-only' || auth.presumedSignedIn ? 'render' : 'wait' };

  if (access === 'public-only') {
    if (auth.kind === 'signed-out') return { type: 'render' };
    // A failed profile read sends the user home rather than back into sign-in.
    return { type: 'redirect', to: startFor(auth.profile, auth.organiser) };
  }

  if (auth.kind === 'signed-out') return { type: 'redirect', to: '/register' };
  const path = normalise(pathname);
  // The admin area needs no profile: the server lets an organiser in on their role alone.
  if (auth.profile === 'missing' && path !== '/profile' && !(auth.organiser && isAdminPath(path))) {
    return { type: 'redirect', to: '/profile' };
  }
  return { type: 'render' };
}

/** Paths without the navigation/back bar. */
const WITHOUT_NAV_BAR = new Set(['/', '/register', '/profile', '/home', '/terms', '/privacy']);
/** Paths whose navigation bar also shows the event logo in its centre. */
const NAV_BAR_WITH_LOGO = new Set(['/total-registration', '/quiz-leaderboard', '/fun-quiz']);

export function navBarFor(pathname: string): { visible: boolean; centredLogo: boolean } {
  const path = normalise(pathname);
  return { visible: !WITHOUT_NAV_BAR.has(path), centredLogo: NAV_BAR_WITH_LOGO.has(path) };
}

/** Where a Back button goes when there is no history to return to. */
export function backFallbackFor(pathname: string): string {
  return normalise(pathname) === '/fun-quiz' ? '/fun' : '/home';
}
