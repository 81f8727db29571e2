// "New screen link": its name, whose top players it shows and how it names them; the server makes
// its secret address, which the list then offers to copy and open.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenLinkInput } from '../../../common/venue';
import { useToast } from '../../components/toast/toast-provider';
import { useFieldErrors } from '../../lib/field-errors';
import {
  NEW_SCREEN_LINK_FIELDS,
  ScreenLinkFieldset,
  toScreenLinkInput,
  type ContestChoice,
  type ScreenLinkFields,
} from './screen-link-fields';
import { useCreateScreenLink } from './venue-api';

export function NewScreenLinkForm({ contests }: { contests: readonly ContestChoice[] }) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const toast = useToast();
  const [fields, setFields] = useState<ScreenLinkFields>(NEW_SCREEN_LINK_FIELDS);
  const { errors, check, refuse, clear } = useFieldErrors(idPrefix, 'invalid_setup');
  const create = useCreateScreenLink({
    onSuccess: (link) => {
      setFields(NEW_SCREEN_LINK_FIELDS);
      toast.show(t('venueAdmin.screens.created', { name: link.name }), 'success');
    },
    onError: refuse,
  });

  function change(changes: Partial<ScreenLinkFields>) {
    setFields((current) => ({ ...current, ...changes }));
    for (const field of Object.keys(changes)) clear(field);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const input = check(ScreenLinkInput, toScreenLinkInput(fields));
    if (input) create.mutate(input);
  }

  const headingId = `${idPrefix}-heading`;
  return (
    <form
      className="form admin-card"
      aria-labelledby={headingId}
      onSubmit={handleSubmit}
      noValidate
    >
      <h3 id={headingId}>{t('venueAdmin.screens.newHeading')}</h3>
      <ScreenLinkFieldset
        idPrefix={idPrefix}
        fields={fields}
        errors={errors}
        contests={contests}
        onChange={change}
        hints
      />
      <div>
        <button type="submit" className="button button-primary" disabled={create.isPending}>
          {t('venueAdmin.screens.create')}
        </button>
      </div>
    </form>
  );
}
