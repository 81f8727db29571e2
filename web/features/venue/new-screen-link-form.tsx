// "New screen link": its name, whose top players it shows and how it names them; the server makes
// its secret address, which the list then offers to copy and open.
import { useTranslation } from 'react-i18next';
import { FormButtons } from '../../components/form-buttons';
import { useToast } from '../../components/toast/toast-provider';
import {
  NEW_SCREEN_LINK_FIELDS,
  ScreenLinkFieldset,
  useScreenLinkForm,
  type ContestChoice,
} from './screen-link-fields';
import { useCreateScreenLink } from './venue-api';

export function NewScreenLinkForm({ contests }: { contests: readonly ContestChoice[] }) {
  const { t } = useTranslation();
  const toast = useToast();
  const form = useScreenLinkForm(NEW_SCREEN_LINK_FIELDS);
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
      <ScreenLinkFieldset {...form.fieldset} contests={contests} hints />
      <FormButtons submitLabel={t('venueAdmin.screens.create')} busy={create.isPending} />
    </form>
  );
}
