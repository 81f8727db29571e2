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
import { AUTHENTICATED_PATHS } from './routing/route-access';

/**
 * Each prerendered path, and the module of its screen when the route table loads that screen on
 * demand and the server renders it (routes.tsx): the page names the module's files, so they arrive
 * with the page, not after it. The signed-in screens are rendered as their frame waiting for who is
 * signed in, so their screens' modules are not named.
 */
export const PRERENDERED_SCREENS: Readonly<Record<string, string | null>> = {
  '/': null,
  '/register': 'features/auth/register-page.tsx',
  '/terms': 'features/legal/legal-page.tsx',
  '/privacy': 'features/legal/legal-page.tsx',
  ...Object.fromEntries(AUTHENTICATED_PATHS.map((path) => [path, null])),
};

/**
 * The screen at `path` (one of PRERENDERED_SCREENS) as it renders before anyone is known to be
 * signed in, in English, with `site` as the setup. The browser hydrates it with the same setup,
 * embedded in the page beside it.
 */
export async function renderScreen(path: string, site: PublicSite): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirects when rendered`);
  const queryClient = new QueryClient();
  queryClient.setQueryData(siteKeys.publicSite(), site);
  const i18n = createI18n('en');
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
}
