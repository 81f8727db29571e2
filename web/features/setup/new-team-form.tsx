// "Add a team": its office, team name and capacity; the server makes its key from the office's
// English name, and the organiser adds its logo and poster from its Edit page.
import { useTranslation } from 'react-i18next';
import { localized, MAX_TEAMS } from '../../../common/event';
import { DisclosedForm } from '../../components/disclosed-form';
import { FormButtons } from '../../components/form-buttons';
import { useToast } from '../../components/toast/toast-provider';
import { useAddTeam } from './setup-api';
import { NEW_TEAM_FIELDS, TeamFieldset, useTeamForm } from './team-fields';

type Props = {
  /** The teams' keys now: the one the reply has besides is the new team's. */
  keys: readonly string[];
  /** At the most teams an event has: the button is off and says why. */
  full: boolean;
  onAdded: (key: string) => void;
};

export function NewTeamForm({ keys, full, onAdded }: Props) {
  const { t } = useTranslation();
  const unavailable = full
    ? { note: t('setup.teams.full', { count: MAX_TEAMS }), noteClassName: 'setup-note' }
    : null;
  return (
    <DisclosedForm label={t('setup.teams.add')} unavailable={unavailable}>
      {({ cancel, close }) => (
        <NewTeamFields
          keys={keys}
          onCancel={cancel}
          onAdded={(key) => {
            close();
            onAdded(key);
          }}
        />
      )}
    </DisclosedForm>
  );
}

type FieldsProps = {
  keys: readonly string[];
  onCancel: () => void;
  onAdded: (key: string) => void;
};

function NewTeamFields({ keys, onCancel, onAdded }: FieldsProps) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const form = useTeamForm(NEW_TEAM_FIELDS);
  const create = useAddTeam({
    onSuccess: (setup) => {
      const known = new Set(keys);
      const added = setup.site.teams.find((team) => !known.has(team.key));
      const office = added ? localized(added.office, i18n.language) : form.fields.office.en;
      toast.show(t('setup.teams.added', { office }), 'success');
      if (added) onAdded(added.key);
    },
    onError: form.refuse,
  });

  return (
    <form className="form admin-card" onSubmit={form.handleSubmit(create.mutate)} noValidate>
      <h3>{t('setup.teams.addHeading')}</h3>
      <TeamFieldset {...form.fieldset} />
      <FormButtons
        submitLabel={t('setup.teams.create')}
        busy={create.isPending}
        onCancel={onCancel}
      />
    </form>
  );
}
