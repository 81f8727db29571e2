// Renders a component the way the app does: translations, query cache, toasts (with the failed
// writes' toast) and a router.
import type { PublicSite } from '../../common/api';
import { siteKeys } from '../lib/site-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { expect } from 'vitest';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { MutationFailureToasts } from '../components/toast/mutation-failure-toasts';
import { ToastProvider } from '../components/toast/toast-provider';
import { initI18n } from '../lib/i18n';
import { adminBundle } from '../locales/admin-bundle';
import { failureBundle } from '../locales/failure-bundle';

/**
 * The app's translations with the texts that come after the first screen, as once they have
 * arrived: the wording of failures, and the admin area's.
 */
function translations() {
  const i18n = initI18n('en');
  for (const bundle of [failureBundle, adminBundle])
    for (const [language, texts] of Object.entries(bundle.texts))
      i18n.addResourceBundle(language, bundle.namespace, texts);
  return i18n;
}

/** `site`: the event's setup, as if already read (for tests that answer no requests). */
export function renderWithApp(
  routes: RouteObject[],
  initialEntries: string[] = ['/'],
  { site }: { site?: PublicSite } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (site) queryClient.setQueryData(siteKeys.publicSite(), site);
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={translations()}>
        <ToastProvider>
          <MutationFailureToasts />
          <RouterProvider router={router} />
        </ToastProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...utils, router };
}

export function renderElement(element: ReactElement, path = '/') {
  return renderWithApp([{ path: '*', element }], [path]);
}

/** The toast of this kind that says `text`, once it shows. */
export function findToast(type: 'error' | 'success', text: string) {
  return waitFor(() => {
    const shown = screen
      .getAllByTestId(`toast-${type}`)
      .find((toast) => toast.textContent?.includes(text));
    expect(shown, `a ${type} toast saying "${text}"`).toBeDefined();
    return shown!;
  });
}
