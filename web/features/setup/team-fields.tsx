// A team's fields, shared by the new team's form and a team's own page: its office and its team name
// in English and Hindi, and its capacity; and how they become the TeamInput the server takes.
import { useTranslation } from 'react-i18next';
import type { PublicTeam } from '../../../common/api';
import { MAX_CAPACITY, TeamInput } from '../../../common/setup';
import { BilingualTextField } from '../../components/bilingual-text-field';
import { TextField } from '../../components/text-field';
import { bindField, useFormFields, type Fieldset } from '../../lib/use-form-fields';

/** A team as the form holds it: the capacity as typed. */
export type TeamFields = {
  office: { en: string; hi: string };
  label: { en: string; hi: string };
  capacity: string;
};

export const NEW_TEAM_FIELDS: TeamFields = {
  office: { en: '', hi: '' },
  label: { en: '', hi: '' },
  capacity: '',
};

export const teamFieldsOf = (team: PublicTeam): TeamFields => ({
  office: team.office,
  label: team.label,
  capacity: String(team.capacity),
});

/** What TeamInput parses: a capacity that is not a number stays NaN, so its range check names it. */
const toTeamInput = (fields: TeamFields) => ({
  office: fields.office,
  label: fields.label,
  capacity: fields.capacity.trim() === '' ? Number.NaN : Number(fields.capacity),
});

/** A team's form, new or edited: its fields checked as a TeamInput before they are sent. */
export const useTeamForm = (initial: TeamFields | (() => TeamFields)) =>
  useFormFields({ initial, schema: TeamInput, toInput: toTeamInput, refusalCode: 'invalid_setup' });

/** As the server's refusal writes it: "from 0 to 100,000". */
const maxCapacity = MAX_CAPACITY.toLocaleString('en');

export function TeamFieldset(fieldset: Fieldset<TeamFields>) {
  const { t } = useTranslation();
  const text = (name: 'office' | 'label') => (
    <div className="setup-pair">
      <BilingualTextField
        fieldset={fieldset}
        name={name}
        labels={{ en: t(`setup.teams.fields.${name}En`), hi: t(`setup.teams.fields.${name}Hi`) }}
        maxLength={200}
      />
    </div>
  );
  return (
    <>
      {text('office')}
      {text('label')}
      <TextField
        {...bindField(fieldset, 'capacity')}
        label={t('setup.teams.fields.capacity', { min: 0, max: maxCapacity })}
        className="setup-number"
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_CAPACITY}
      />
    </>
  );
}
