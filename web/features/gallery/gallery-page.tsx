// Gallery (/gallery): Self Photo and Event Photo open external photo sites, after a disclaimer.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EventLogo } from '../../components/event-logo';
import { LoadFailure } from '../../components/load-failure';
import { useSite } from '../../lib/use-site';

export function GalleryPage() {
  const { t } = useTranslation();
  const { data: site, isError, refetch } = useSite();
  const [url, setUrl] = useState<string | null>(null);

  function handleContinue() {
    // A new tab that cannot reach back into this one.
    if (url) window.open(url, '_blank', 'noopener,noreferrer');
    setUrl(null);
  }

  return (
    <div className="page gallery">
      <EventLogo className="page-logo" />
      <h1>{t('gallery.title')}</h1>
      {isError && !site && <LoadFailure onRetry={() => void refetch()} />}
      <div className="button-stack">
        <button
          type="button"
          className="button button-primary button-large"
          disabled={!site}
          onClick={() => setUrl(site?.gallery.selfPhotoUrl ?? null)}
        >
          {t('gallery.selfPhoto')}
        </button>
        <button
          type="button"
          className="button button-primary button-large"
          disabled={!site}
          onClick={() => setUrl(site?.gallery.eventPhotoUrl ?? null)}
        >
          {t('gallery.eventPhoto')}
        </button>
      </div>
      <ConfirmDialog
        open={url !== null}
        onClose={() => setUrl(null)}
        title={t('gallery.dialogTitle')}
        description={t('gallery.disclaimer')}
        cancelLabel={t('gallery.cancel')}
        confirmLabel={t('gallery.continue')}
        onConfirm={handleContinue}
      />
    </div>
  );
}
