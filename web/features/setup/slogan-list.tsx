// The footer carousel's slogans in their order: each moved up or down (announced, the keyboard kept
// on it) or removed after a confirmation; a new one added at the end by choosing its image.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicImage } from '../../../common/api';
import { MAX_SLOGANS } from '../../../common/event';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useToast } from '../../components/toast/toast-provider';
import { ImageUpload } from './image-upload';
import { MoveButtons } from './move-buttons';
import { useOrderSlogans, useRemoveSlogan, type AdminSetupReply } from './setup-api';
import { SetupImage } from './setup-image';
import { usePendingFocus } from '../../lib/use-pending-focus';
import { useReorder } from './use-reorder';

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
  const idPrefix = useId();
  const toast = useToast();
  const slogans = slogansOf(setup);
  const [removing, setRemoving] = useState<number | null>(null);
  const focusWhenReady = usePendingFocus<readonly Slogan[]>(slogans);
  const buttonId = (key: string, button: string) => `${idPrefix}-${key}-${button}`;
  const name = (index: number) => t('setup.slogans.name', { number: index + 1 });
  // Ordering and removing name each slogan by its id: without ids they cannot be asked for.
  const editable = slogans.every((slogan) => slogan.id !== null);

  const { move, announcement } = useReorder({
    items: slogans,
    idOf: (slogan) => slogan.key,
    order: useOrderSlogans(),
    movedText: (slogan, position) =>
      t('setup.moved', { name: name(slogans.indexOf(slogan)), position }),
    buttonId,
    focusWhenReady,
  });
  const remove = useRemoveSlogan({
    onSuccess: () => toast.show(t('setup.slogans.removed'), 'success'),
  });

  function handleRemove() {
    if (removing === null) return;
    const slogan = slogans[removing];
    setRemoving(null);
    if (!slogan?.id) return;
    const gone = slogan.key;
    const neighbour = slogans[removing + 1] ?? slogans[removing - 1];
    remove.mutate(slogan.id, {
      onSuccess: () => {
        if (!neighbour) return;
        focusWhenReady(buttonId(neighbour.key, 'remove'), (shown) =>
          shown.every((shownSlogan) => shownSlogan.key !== gone),
        );
      },
    });
  }

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
                <MoveButtons
                  buttonId={(direction) => buttonId(slogan.key, direction)}
                  name={name(index)}
                  position={index + 1}
                  total={slogans.length}
                  onMove={(by) => move(index, by)}
                />
                <button
                  type="button"
                  id={buttonId(slogan.key, 'remove')}
                  className="button button-link"
                  aria-label={t('setup.slogans.removeNamed', { number: index + 1 })}
                  onClick={() => setRemoving(index)}
                >
                  {t('setup.remove')}
                </button>
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
          label={t('setup.slogans.add')}
          savedText={t('setup.slogans.added')}
          target={{ kind: 'slogan' }}
        />
      ) : (
        <p className="setup-note">{t('setup.slogans.full', { count: MAX_SLOGANS })}</p>
      )}
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('setup.slogans.confirmRemove', { number: (removing ?? 0) + 1 })}
        description={t('setup.slogans.removeExplained')}
        cancelLabel={t('setup.cancel')}
        confirmLabel={t('setup.remove')}
        onConfirm={handleRemove}
      >
        {removing !== null && slogans[removing] && (
          <SetupImage image={slogans[removing].image} alt={name(removing)} width={240} />
        )}
      </ConfirmDialog>
    </section>
  );
}
