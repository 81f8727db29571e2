// "New screen link": its name, whose top players it shows and how it names them; the server makes
// its secret address, which the list then offers to copy and open.
import { useTranslation } from 'react-i18next';
import { ScreenLinkInput } from '../../../common/venue';
import { useToast } from '../../components/toast/toast-provider';
import { useFormFields } from '../../lib/use-form-fields';
import {
  NEW_SCREEN_LINK_FIELDS,
  ScreenLinkFieldset,
  toScreenLinkInput,
  type ContestChoice,
} from './screen-link-fields';
import { useCreateScreenLink } from './venue-api';

export function NewScreenLinkForm({ contests }: { contests: readonly ContestChoice[] }) {
  const { t } = useTranslation();
  const toast = useToast();
  const form = useFormFields({
    initial: NEW_SCREEN_LINK_FIELDS,
    schema: ScreenLinkInput,
    toInput: toScreenLinkInput,
    refusalCode: 'invalid_setup',
  });
  const create = useCreateScreenLink({
    onSuccess: (link) => {
      form.reset(NEW_SCREEN_LINK_FIELDS);
      toast.show(t('venueAdmin.screens.created', { name: link.name }), 'success');
    },
    onError: form.refuse,
  });

  const headingId = `${form.idPrefix}-heading`;
  return (
    <form
      className="form admin-card"
      aria-labelledby={headingId}
      onSubmit={form.handleSubmit((input) => create.mutate(input))}
      noValidate
    >
      <h3 id={headingId}>{t('venueAdmin.screens.newHeading')}</h3>
      <ScreenLinkFieldset
        idPrefix={form.idPrefix}
        fields={form.fields}
        errors={form.errors}
        contests={contests}
        onChange={form.change}
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
