import { describe, expect, it } from 'vitest';
import {
  AUTHENTICATED_PATHS,
  backFallbackFor,
  decideRoute,
  navBarFor,
  routeAccess,
  type AuthStatus,
} from './route-access';

const signedOut: AuthStatus = { kind: 'signed-out' };
const withoutProfile: AuthStatus = { kind: 'signed-in', profile: 'missing', organiser: false };
const withProfile: AuthStatus = { kind: 'signed-in', profile: 'present', organiser: false };
const readFailed: AuthStatus = { kind: 'signed-in', profile: 'read-failed', organiser: false };
const organiser: AuthStatus = { kind: 'signed-in', profile: 'missing', organiser: true };
const playingOrganiser: AuthStatus = { kind: 'signed-in', profile: 'present', organiser: true };
const loading: AuthStatus = { kind: 'loading' };

const render = { type: 'render' };
const to = (path: string) => ({ type: 'redirect', to: path });

const guarded = [
  ...AUTHENTICATED_PATHS,
  '/admin',
  '/admin/users',
  '/admin/leaderboard',
  '/admin/access',
  '/admin/analytics',
];

describe('the route table', () => {
  it('lists every authenticated path of the spec', () => {
    // The spec's paths, written out here: a path dropped from the table fails. (And the live game's.)
    const spec = `/home /quizcontest /fun-quiz /gallery /team-dashboard /total-registration
      /quiz-leaderboard /profile /event /eventitinerary /event-videos /comingsoon /fun /teams
      /live-game /engage`;
    expect([...AUTHENTICATED_PATHS].sort()).toEqual(spec.split(/\s+/).sort());
  });

  it.each([
    ['/', 'public-only'],
    ['/register', 'public-only'],
    ['/terms', 'open'],
    ['/privacy', 'open'],
    ['/home', 'authenticated'],
    ['/home/', 'authenticated'],
    ['/admin/users', 'authenticated'],
    ['/engage/4f1c2a9e-0000-4000-8000-000000000001', 'authenticated'],
    ['/engage/a/b', 'unknown'],
    ['/dashboard', 'unknown'],
    ['/homes', 'unknown'],
    ['/administrator', 'unknown'],
  ])('classifies %s as %s', (path, access) => {
    expect(routeAccess(path)).toBe(access);
  });
});

describe('decideRoute, the whole matrix', () => {
  // [path, signed out, signed in without profile, with profile, profile read failed]
  const matrix: [string, object, object, object, object][] = [
    ['/', render, to('/profile'), to('/home'), to('/home')],
    ['/register', render, to('/profile'), to('/home'), to('/home')],
    ['/terms', render, render, render, render],
    ['/privacy', render, render, render, render],
    ['/profile', to('/register'), render, render, render],
    ...guarded
      .filter((path) => path !== '/profile')
      .map((path): [string, object, object, object, object] => [
        path,
        to('/register'),
        to('/profile'),
        render,
        render,
      ]),
    ['/dashboard', to('/'), to('/'), to('/'), to('/')],
    ['/no/such/page', to('/'), to('/'), to('/'), to('/')],
  ];

  it.each(matrix)(
    '%s: signed out, without profile, with profile, read failed',
    (path, out, missing, present, failed) => {
      expect(decideRoute(path, signedOut)).toEqual(out);
      expect(decideRoute(path, withoutProfile)).toEqual(missing);
      expect(decideRoute(path, withProfile)).toEqual(present);
      expect(decideRoute(path, readFailed)).toEqual(failed);
    },
  );

  it('lets an organiser without a profile into the admin area, and nowhere else a player goes', () => {
    for (const path of ['/admin', '/admin/', '/admin/access', '/admin/quizzes/quiz-1']) {
      expect(decideRoute(path, organiser)).toEqual(render);
    }
    expect(decideRoute('/', organiser)).toEqual(to('/admin'));
    expect(decideRoute('/register', organiser)).toEqual(to('/admin'));
    // Playing is by choice: the player's screens still ask for the profile first.
    expect(decideRoute('/home', organiser)).toEqual(to('/profile'));
    expect(decideRoute('/fun-quiz', organiser)).toEqual(to('/profile'));
    expect(decideRoute('/profile', organiser)).toEqual(render);
    expect(decideRoute('/administrator', organiser)).toEqual(to('/'));
    // An organiser who also plays starts where every player does.
    expect(decideRoute('/register', playingOrganiser)).toEqual(to('/home'));
    expect(decideRoute('/home', playingOrganiser)).toEqual(render);
  });

  it('waits for the auth check on guarded paths; shows public-only and open ones meanwhile', () => {
    expect(decideRoute('/home', loading)).toEqual({ type: 'wait' });
    // A page the server drew for someone with a session shows their screen meanwhile.
    const presumed: AuthStatus = { kind: 'loading', presumedSignedIn: true };
    expect(decideRoute('/home', presumed)).toEqual(render);
    expect(decideRoute('/register', presumed)).toEqual(render);
    expect(decideRoute('/no/such/page', presumed)).toEqual(to('/'));
    expect(decideRoute('/admin', loading)).toEqual({ type: 'wait' });
    expect(decideRoute('/', loading)).toEqual(render);
    expect(decideRoute('/register', loading)).toEqual(render);
    expect(decideRoute('/terms', loading)).toEqual(render);
    expect(decideRoute('/nowhere', loading)).toEqual(to('/'));
  });
});

describe('the navigation bar', () => {
  it.each(['/', '/register', '/profile', '/home', '/terms', '/privacy'])(
    'is hidden on %s',
    (path) => {
      expect(navBarFor(path).visible).toBe(false);
    },
  );

  it.each(guarded.filter((path) => !['/profile', '/home'].includes(path)))(
    'is shown on %s',
    (path) => {
      expect(navBarFor(path).visible).toBe(true);
    },
  );

  it('centres the event logo only on the two boards and the quiz', () => {
    const withLogo = guarded.filter((path) => navBarFor(path).centredLogo);
    expect(withLogo.sort()).toEqual(['/fun-quiz', '/quiz-leaderboard', '/total-registration']);
  });

  it('sends Back to /fun from the quiz and to /home elsewhere', () => {
    expect(backFallbackFor('/fun-quiz')).toBe('/fun');
    expect(backFallbackFor('/event-videos')).toBe('/home');
  });
});
