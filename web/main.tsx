// Starts the React app: query cache, translations, toasts and the router.
// The look every screen shares, first: each screen's own stylesheet comes after it and refines it.
import './styles/base.css';
import './styles/layout.css';
import './styles/controls.css';
import './styles/screens.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ToastProvider } from './components/toast/toast-provider';
import { authQueries } from './features/auth/auth-api';
import { ApiError } from './lib/api';
import { initI18n } from './lib/i18n';
import { routes } from './routes';

/** A read is tried three times, unless the server refused it: asking again gets the same answer. */
function shouldRetry(failures: number, error: Error): boolean {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return !refused && failures < 2;
}

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: shouldRetry, refetchOnWindowFocus: false } },
});
// Who is signed in decides the first screen: ask now, while React is still starting.
void queryClient.prefetchQuery(authQueries.me());
const i18n = initI18n();
const router = createBrowserRouter(routes);

function render() {
  const root = createRoot(document.getElementById('root')!);
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding a slow phone's main thread until the whole screen is built.
  startTransition(() =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <I18nextProvider i18n={i18n}>
            <ToastProvider>
              <RouterProvider router={router} />
            </ToastProvider>
          </I18nextProvider>
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
}

// Someone who chose Hindi sees Hindi from the first paint, not English for a moment. (No top-level
// await: it would stop the bundler from merging the first screen's shared chunks into one file.)
void i18n.ready.catch(() => undefined).then(render);

// The installable app's offline shell (production builds only; the dev server reloads instead).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {});
  });
}
