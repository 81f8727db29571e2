// Gallery (/gallery): Self Photo and Event Photo open external photo sites, after a disclaimer;
// above them, when organisers turn it on, the album of the photo walls' approved photos.
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, useConfirmation } from '../../components/confirm-dialog';
import { EventLogo } from '../../components/event-logo';
import { QueryBoundary } from '../../components/query-boundary';
import { siteQueries } from '../../lib/site-api';
import { Button } from '../../components/button';

// Its code and texts load only while the album is on.
const EngageAlbum = lazy(() => import('../engage/engage-album'));

export function GalleryPage() {
  const { t } = useTranslation();
  const site = useQuery(siteQueries.publicSite());
  const opening = useConfirmation<string>();

  return (
    <div className="page gallery">
      <EventLogo className="page-logo" />
      <h1>{t('gallery.title')}</h1>
      <QueryBoundary query={site}>
        {({ gallery }) => (
          <>
            {gallery.album && (
              <Suspense fallback={null}>
                <EngageAlbum />
              </Suspense>
            )}
            <div className="button-stack">
              <Button look="primary" large onClick={() => opening.ask(gallery.selfPhotoUrl)}>
                {t('gallery.selfPhoto')}
              </Button>
              <Button look="primary" large onClick={() => opening.ask(gallery.eventPhotoUrl)}>
                {t('gallery.eventPhoto')}
              </Button>
            </div>
          </>
        )}
      </QueryBoundary>
      <ConfirmDialog
        title={t('gallery.dialogTitle')}
        description={t('gallery.disclaimer')}
        confirmLabel={t('gallery.continue')}
        confirmation={opening}
        // A new tab that cannot reach back into this one.
        onConfirm={(url) => window.open(url, '_blank', 'noopener,noreferrer')}
      />
    </div>
  );
}
