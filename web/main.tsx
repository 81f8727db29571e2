// Starts the React app: query cache, translations, toasts and the router. A page the server
// prerendered (web/entry-server.tsx) is hydrated; any other is rendered here.
// The look every screen shares, first: each screen's own stylesheet comes after it and refines it.
import './styles/base.css';
import './styles/layout.css';
import './styles/controls.css';
import './styles/screens.css';
import { QueryClient } from '@tanstack/react-query';
import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { AppProviders } from './app-providers';
import { askWhoIsSignedIn, authQueries } from './features/auth/auth-api';
import { ApiError } from './lib/api';
import { initI18n } from './lib/i18n';
import { siteKeys } from './lib/site-api';
import { readPrerendered } from './prerendered';
import { routes } from './routes';

/** A read is tried three times, unless the server refused it: asking again gets the same answer. */
function shouldRetry(failures: number, error: Error): boolean {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return !refused && failures < 2;
}

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: shouldRetry, refetchOnWindowFocus: false } },
});
const i18n = initI18n();
const prerendered = readPrerendered();
// The page came with the setup it was rendered with: no second read of it.
if (prerendered) queryClient.setQueryData(siteKeys.publicSite(), prerendered.site);
// The server's HTML is this screen as nobody signed in sees it, in English: hydrated as it is when
// it is this screen and this phone reads English (a page kept offline may be another screen's).
let hydrating =
  prerendered?.path === window.location.pathname && i18n.language === prerendered.language;
// Who is signed in decides the first screen: ask now, while React is still starting. A hydration
// renders first as the server did, and takes the answer just after.
if (hydrating) askWhoIsSignedIn();
else void queryClient.prefetchQuery(authQueries.me());

/** The screens of the current path that the route table loads on demand, loaded before hydrating. */
async function loadMatchedScreens(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

/**
 * Tells the page's own script (server/prerender.ts) that the app has taken the page over, once its
 * first render is on the screen: a button pressed before the app ran is then pressed again.
 */
function TakenOver() {
  useEffect(() => void document.dispatchEvent(new Event('app-hydrated')), []);
  return null;
}

function render() {
  const container = document.getElementById('root')!;
  const app = (
    <AppProviders
      queryClient={queryClient}
      i18n={i18n}
      presumeSignedIn={hydrating && prerendered?.signedIn === true}
    >
      <RouterProvider router={createBrowserRouter(routes)} />
      <TakenOver />
    </AppProviders>
  );
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding a slow phone's main thread until the whole screen is built.
  if (hydrating) {
    // From here React keeps what is pressed on the page until it has taken it over.
    document.dispatchEvent(new Event('app-hydrating'));
    startTransition(() => void hydrateRoot(container, app));
    return;
  }
  const root = createRoot(container);
  startTransition(() => root.render(app));
}

// Someone who chose Hindi sees Hindi from the first paint, not English for a moment. (No top-level
// await: it would stop the bundler from merging the first screen's shared chunks into one file.)
void i18n.ready
  .catch(() => undefined)
  // Should the screen's code not arrive, the page is rendered afresh (and says so) instead.
  .then(() => (hydrating ? loadMatchedScreens().catch(() => (hydrating = false)) : undefined))
  .then(render);

// The installable app's offline shell (production builds only; the dev server reloads instead),
// registered once the page has loaded: a page that starts the app after its pictures has already.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => {});
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register);
}
