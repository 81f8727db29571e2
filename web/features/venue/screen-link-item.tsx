// One live screen link: its address to copy or open, its settings changed in place, and Revoke
// (which the list confirms first).
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormButtons } from '../../components/form-buttons';
import { useToast } from '../../components/toast/toast-provider';
import { useEventTimeFormat } from '../../lib/event-time';
import {
  ScreenLinkFieldset,
  screenLinkFieldsOf,
  useScreenLinkForm,
  type ContestChoice,
} from './screen-link-fields';
import { screenAddress, useSaveScreenLink, type AdminScreenLink } from './venue-api';
import { Button } from '../../components/button';
import { ScreenShowField } from './screen-show-field';
import type { AdminActivity } from '../../../common/engage';

type Props = {
  link: AdminScreenLink;
  contests: readonly ContestChoice[];
  /** The activities its screens can be told to show. */
  activities: readonly AdminActivity[];
  /** The id of its heading, which takes the keyboard once the link is revoked. */
  headingId: string;
  onRevoke: () => void;
};

export function ScreenLinkItem({ link, contests, activities, headingId, onRevoke }: Props) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const toast = useToast();
  const formatTime = useEventTimeFormat();
  const addressInput = useRef<HTMLInputElement>(null);
  const address = screenAddress(link.token);
  const addressId = `${idPrefix}-address`;

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(address);
      toast.show(t('venueAdmin.screens.copied', { name: link.name }), 'success');
    } catch {
      // No clipboard here (an older browser, a page not served over HTTPS): the address is
      // selected, ready to copy by hand.
      addressInput.current?.focus();
      addressInput.current?.select();
      toast.show(t('venueAdmin.screens.copyFailed'), 'error');
    }
  }

  return (
    <article className="admin-card venue-link" aria-labelledby={headingId}>
      <div>
        <h4 id={headingId} tabIndex={-1}>
          {link.name}
        </h4>
        <p className="venue-note">
          {t('venueAdmin.screens.createdBy', {
            time: formatTime(link.createdAt),
            who: link.createdBy,
          })}
        </p>
      </div>
      <div className="field">
        <label className="field-label" htmlFor={addressId}>
          {t('venueAdmin.screens.address')}
        </label>
        <input
          ref={addressInput}
          id={addressId}
          className="venue-address"
          readOnly
          spellCheck={false}
          value={address}
          onFocus={(event) => event.target.select()}
        />
      </div>
      <div className="venue-actions">
        <Button
          look="secondary"
          aria-label={t('venueAdmin.screens.copyNamed', { name: link.name })}
          onClick={() => void handleCopy()}
        >
          {t('venueAdmin.screens.copy')}
        </Button>
        <a
          className="button button-secondary"
          href={address}
          target="_blank"
          rel="noopener"
          aria-label={t('venueAdmin.screens.openNamed', { name: link.name })}
        >
          {t('venueAdmin.screens.open')}
        </a>
        <Button
          look="link"
          aria-label={t('venueAdmin.screens.revokeNamed', { name: link.name })}
          onClick={onRevoke}
        >
          {t('venueAdmin.screens.revoke')}
        </Button>
      </div>
      <ScreenShowField link={link} activities={activities} />
      <ScreenLinkSettings link={link} contests={contests} />
    </article>
  );
}

function ScreenLinkSettings({
  link,
  contests,
}: {
  link: AdminScreenLink;
  contests: readonly ContestChoice[];
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const form = useScreenLinkForm(() => screenLinkFieldsOf(link));
  // Revoked meanwhile (by another organiser): the list, read again, shows it so.
  const save = useSaveScreenLink({
    onSuccess: (saved) => {
      form.reset(screenLinkFieldsOf(saved));
      toast.show(t('venueAdmin.screens.saved', { name: saved.name }), 'success');
    },
    onError: form.refuse,
  });

  // Unnamed, so not a landmark of its own: its fieldset's legend groups it inside the link's article.
  return (
    <form
      className="form"
      onSubmit={form.handleSubmit((input) => save.mutate({ id: link.id, input }))}
      noValidate
    >
      <fieldset className="venue-fieldset">
        <legend>{t('venueAdmin.screens.settings')}</legend>
        <ScreenLinkFieldset {...form.fieldset} contests={contests} />
        <FormButtons
          submitLabel={t('venueAdmin.screens.save')}
          submitName={t('venueAdmin.screens.saveNamed', { name: link.name })}
          busy={save.isPending}
        />
      </fieldset>
    </form>
  );
}
