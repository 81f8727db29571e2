// Says so while the browser is offline; the data and the live stream pick up by themselves after.
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  // The live region stays in the page so that screen readers hear the banner when it appears.
  return (
    <div className="offline-region" role="status">
      {!online && <p className="offline-banner">{t('app.offline')}</p>}
    </div>
  );
}
