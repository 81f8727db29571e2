// /admin/brand: one card per brand image, each with the image now, the size its place wants, and its
// replacement (previewed, saved, then undoable for a while); below, the footer carousel's slogans.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BRAND_SLOTS, type BrandSlot } from '../../../common/event';
import { ImageUpload } from './image-upload';
import { BRAND_WANTS } from './image-wants';
import type { AdminSetupReply } from './setup-api';
import { SetupImage } from './setup-image';
import { SloganList } from './slogan-list';
import { SetupScreen } from './setup-screen';

export function BrandPage() {
  return <SetupScreen section="brand" intro="setup.brand.intro" body={Brand} />;
}

function Brand({ setup }: { setup: AdminSetupReply }) {
  const { t } = useTranslation();
  return (
    <>
      <ul className="setup-slots" aria-label={t('setup.brand.imagesLabel')}>
        {BRAND_SLOTS.map((slot) => (
          <li key={slot}>
            <BrandCard slot={slot} setup={setup} />
          </li>
        ))}
      </ul>
      <SloganList setup={setup} />
    </>
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
        name={name}
        label={t(image ? 'setup.image.replace' : 'setup.image.upload', { name })}
        wants={BRAND_WANTS[slot]}
        savedText={t('setup.brand.saved', { name })}
        target={{ kind: 'brand', slot }}
      />
    </section>
  );
}
