// What every screen sits in, in the browser and on the server: the query cache, the translations
// and the toasts, which also tell each failed write.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { MutationFailureToasts } from './components/toast/mutation-failure-toasts';
import { ToastProvider } from './components/toast/toast-provider';
import { PresumedSignedIn } from './features/auth/presumed-signed-in';

type Props = {
  queryClient: QueryClient;
  i18n: I18n;
  /** The page was drawn for someone with a session (PresumedSignedIn). */
  presumeSignedIn?: boolean;
  children: ReactNode;
};

export function AppProviders({ queryClient, i18n, presumeSignedIn = false, children }: Props) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <PresumedSignedIn value={presumeSignedIn}>
            <ToastProvider>
              <MutationFailureToasts />
              {children}
            </ToastProvider>
          </PresumedSignedIn>
        </I18nextProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
