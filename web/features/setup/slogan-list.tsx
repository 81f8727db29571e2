// The footer carousel's slogans in their order: each moved up or down (announced, the keyboard kept
// on it) or removed after a confirmation; a new one added at the end by choosing its image.
import { useTranslation } from 'react-i18next';
import type { PublicImage } from '../../../common/api';
import { MAX_SLOGANS } from '../../../common/event';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useToast } from '../../components/toast/toast-provider';
import { ImageUpload } from './image-upload';
import { ListItemButtons } from './list-item-buttons';
import { useOrderSlogans, useRemoveSlogan, type AdminSetupReply } from './setup-api';
import { SetupImage } from './setup-image';
import { useSetupList } from './use-setup-list';

/** A slogan as the list shows it: its image, and its id once the server names it. */
type Slogan = { id: string | null; image: PublicImage; key: string };

function slogansOf(setup: AdminSetupReply): Slogan[] {
  return setup.site.slogans.map((image, index) => {
    const id = setup.slogans?.[index]?.id ?? null;
    return { id, image, key: id ?? `${index}-${image.src}` };
  });
}

export function SloganList({ setup }: { setup: AdminSetupReply }) {
  const { t } = useTranslation();
  const toast = useToast();
  const slogans = slogansOf(setup);
  const name = (index: number) => t('setup.slogans.name', { number: index + 1 });
  // Ordering and removing name each slogan by its id: without ids they cannot be asked for.
  const editable = slogans.every((slogan) => slogan.id !== null);
  const remove = useRemoveSlogan({
    onSuccess: () => toast.show(t('setup.slogans.removed'), 'success'),
  });
  const { idPrefix, buttonId, move, announcement, removing, confirmRemove } = useSetupList({
    items: slogans,
    idOf: (slogan) => slogan.key,
    order: useOrderSlogans(),
    movedText: (slogan, position) =>
      t('setup.moved', { name: name(slogans.indexOf(slogan)), position }),
    remove: (slogan, onRemoved) => {
      if (slogan.id) remove.mutate(slogan.id, { onSuccess: onRemoved });
    },
    neighbourButton: 'remove',
  });
  const removingAt = slogans.findIndex((slogan) => slogan.key === removing.subject?.key);

  const headingId = `${idPrefix}-heading`;
  return (
    <section className="admin-card setup-wide" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('setup.slogans.heading', { count: slogans.length })}</h3>
      <p className="setup-note">{t('setup.slogans.intro')}</p>
      {slogans.length === 0 && <p className="empty-state">{t('setup.slogans.none')}</p>}
      <ol className="setup-items">
        {slogans.map((slogan, index) => (
          <li key={slogan.key} className="setup-item">
            <SetupImage image={slogan.image} alt={name(index)} width={160} />
            {editable && (
              <div className="setup-actions">
                <ListItemButtons
                  buttonId={(button) => buttonId(slogan.key, button)}
                  name={name(index)}
                  position={index + 1}
                  total={slogans.length}
                  onMove={(by) => move(index, by)}
                  removeName={t('setup.slogans.removeNamed', { number: index + 1 })}
                  onRemove={() => removing.ask(slogan)}
                />
              </div>
            )}
          </li>
        ))}
      </ol>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {slogans.length < MAX_SLOGANS ? (
        <ImageUpload
          name={t('setup.slogans.new')}
          label={t('setup.slogans.add')}
          savedText={t('setup.slogans.added')}
          target={{ kind: 'slogan' }}
        />
      ) : (
        <p className="setup-note">{t('setup.slogans.full', { count: MAX_SLOGANS })}</p>
      )}
      <ConfirmDialog
        title={t('setup.slogans.confirmRemove', { number: Math.max(removingAt, 0) + 1 })}
        description={t('setup.slogans.removeExplained')}
        confirmLabel={t('setup.remove')}
        confirmation={removing}
        onConfirm={confirmRemove}
      >
        {removing.subject && (
          <SetupImage image={removing.subject.image} alt={name(removingAt)} width={240} />
        )}
      </ConfirmDialog>
    </section>
  );
}
