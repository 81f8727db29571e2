// The public screens (landing, sign-in, terms, privacy) rendered to HTML by the server, so a phone
// paints the real screen, with the organisers' texts and images, before the app's code arrives; the
// browser then hydrates it (main.tsx). Built into dist/ssr by `vite build --ssr`.
import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { PublicSite } from '../common/api';
import { AppProviders } from './app-providers';
import { createI18n } from './lib/i18n';
import { siteKeys } from './lib/site-api';
import { routes } from './routes';
import { AUTHENTICATED_PATHS, PUBLIC_PATHS } from './routing/route-access';

/**
 * Each prerendered path, and the module of its screen when the route table loads that screen on
 * demand and the server renders it (routes.tsx): the page names the module's files, so they arrive
 * with the page, not after it. The signed-in screens are rendered as their frame waiting for who is
 * signed in, so their screens' modules are not named.
 */
export const PRERENDERED_SCREENS: Readonly<Record<string, string | null>> = {
  '/': null,
  '/register': 'features/auth/register-page.tsx',
  '/home': 'features/home/home-page.tsx',
  '/terms': 'features/legal/legal-page.tsx',
  '/privacy': 'features/legal/legal-page.tsx',
  ...Object.fromEntries(AUTHENTICATED_PATHS.map((path) => [path, null])),
};

/**
 * The prerendered paths a visitor who is not signed in reads. Their page is complete without the
 * app: a visitor with no session gets it with the app's code asked for only after its picture.
 */
export const SIGNED_OUT_SCREENS: readonly string[] = PUBLIC_PATHS;

/**
 * The signed-in screens drawn as themselves for a visitor with a session (their frame for anyone
 * else): what every player opens first, with the event's pictures and ways in, before the app has
 * asked who they are. What is theirs alone (their team's logo, the quiz open now) follows.
 */
export const SIGNED_IN_SCREENS: readonly string[] = ['/home'];

/**
 * The screen at `path` (one of PRERENDERED_SCREENS) as it renders before anyone is known to be
 * signed in, in English, with `site` as the setup; with `signedIn` (a path of SIGNED_IN_SCREENS), as
 * it renders for someone with a session before the server has said who. The browser hydrates it
 * with the same setup and presumption, embedded in the page beside it.
 */
export async function renderScreen(
  path: string,
  site: PublicSite,
  { signedIn = false }: { signedIn?: boolean } = {},
): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirects when rendered`);
  const queryClient = new QueryClient();
  queryClient.setQueryData(siteKeys.publicSite(), site);
  const i18n = createI18n('en');
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <AppProviders queryClient={queryClient} i18n={i18n} presumeSignedIn={signedIn}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
}
