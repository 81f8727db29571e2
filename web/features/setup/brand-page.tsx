// /admin/brand: one card per brand image, each with the image now and its replacement; below, the
// slogans of the footer's carousel in their order.
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BRAND_SLOTS, type BrandSlot } from '../../../common/event';
import { QueryBoundary } from '../../components/query-boundary';
import { ImageUpload } from './image-upload';
import { setupQueries, type AdminSetupReply } from './setup-api';
import { SetupImage } from './setup-image';
import { SloganList } from './slogan-list';
import './setup.css';

export function BrandPage() {
  const { t } = useTranslation();
  const setup = useQuery(setupQueries.setup());
  return (
    <div className="admin-section setup">
      <h2>{t('setup.brand.heading')}</h2>
      <p className="setup-note">{t('setup.brand.intro')}</p>
      <QueryBoundary query={setup}>
        {(loaded) => (
          <>
            <ul className="setup-slots" aria-label={t('setup.brand.imagesLabel')}>
              {BRAND_SLOTS.map((slot) => (
                <li key={slot}>
                  <BrandCard slot={slot} setup={loaded} />
                </li>
              ))}
            </ul>
            <SloganList setup={loaded} />
          </>
        )}
      </QueryBoundary>
    </div>
  );
}

function BrandCard({ slot, setup }: { slot: BrandSlot; setup: AdminSetupReply }) {
  const { t } = useTranslation();
  const id = useId();
  const image = setup.site.brand[slot];
  const name = t(`setup.brand.slots.${slot}`);
  return (
    <section className="admin-card setup-slot" aria-labelledby={id}>
      <h3 id={id}>{name}</h3>
      <p className="setup-note">{t(`setup.brand.places.${slot}`)}</p>
      <div className="setup-slot-image">
        {image ? (
          <SetupImage image={image} alt={name} width={240} />
        ) : (
          <p className="setup-note">{t('setup.brand.placeholder')}</p>
        )}
      </div>
      <ImageUpload
        label={t(image ? 'setup.image.replace' : 'setup.image.upload', { name })}
        savedText={t('setup.brand.saved', { name })}
        target={{ kind: 'brand', slot }}
      />
    </section>
  );
}
