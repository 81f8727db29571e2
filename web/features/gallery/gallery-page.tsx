// Gallery (/gallery): Self Photo and Event Photo open external photo sites, after a disclaimer.
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EventLogo } from '../../components/event-logo';
import { useSite } from '../../lib/use-site';

export function GalleryPage() {
  const { t } = useTranslation();
  const { data: site } = useSite();
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
      <Dialog.Root open={url !== null} onOpenChange={(open) => !open && setUrl(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="dialog-overlay" />
          <Dialog.Content className="dialog-content">
            <Dialog.Title className="dialog-title">{t('gallery.dialogTitle')}</Dialog.Title>
            <Dialog.Description>{t('gallery.disclaimer')}</Dialog.Description>
            <div className="dialog-actions">
              <Dialog.Close className="button button-secondary">{t('gallery.cancel')}</Dialog.Close>
              <button type="button" className="button button-primary" onClick={handleContinue}>
                {t('gallery.continue')}
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
