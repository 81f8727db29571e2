// A team's fields, shared by the new team's form and a team's own page: its office and its team name
// in English and Hindi, and its capacity; and how they become the TeamInput the server takes.
import { useTranslation } from 'react-i18next';
import type { PublicTeam } from '../../../common/api';
import { MAX_CAPACITY, TeamInput } from '../../../common/setup';
import { FormField } from '../../components/form-field';
import { fieldId, type FieldErrors } from '../../lib/field-errors';
import { useFormFields } from '../../lib/use-form-fields';

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

type Props = {
  /** The start of every control's id (fieldId). */
  idPrefix: string;
  fields: TeamFields;
  errors: FieldErrors;
  onChange: (changes: Partial<TeamFields>) => void;
};

export function TeamFieldset({ idPrefix, fields, errors, onChange }: Props) {
  const { t } = useTranslation();
  const text = (part: 'office' | 'label', language: 'en' | 'hi') => {
    const field = `${part}.${language}`;
    const label = t(`setup.teams.fields.${part}${language === 'en' ? 'En' : 'Hi'}`);
    return (
      <FormField
        id={fieldId(idPrefix, field)}
        label={label}
        error={errors[field] ?? null}
        optional={language === 'hi'}
      >
        {(control) => (
          <input
            {...control}
            lang={language === 'hi' ? 'hi' : undefined}
            maxLength={200}
            value={fields[part][language]}
            onChange={(event) =>
              onChange({ [part]: { ...fields[part], [language]: event.target.value } })
            }
          />
        )}
      </FormField>
    );
  };
  return (
    <>
      <div className="setup-pair">
        {text('office', 'en')}
        {text('office', 'hi')}
      </div>
      <div className="setup-pair">
        {text('label', 'en')}
        {text('label', 'hi')}
      </div>
      <FormField
        id={fieldId(idPrefix, 'capacity')}
        label={t('setup.teams.fields.capacity', { min: 0, max: maxCapacity })}
        error={errors.capacity ?? null}
      >
        {(control) => (
          <input
            {...control}
            className="setup-number"
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_CAPACITY}
            value={fields.capacity}
            onChange={(event) => onChange({ capacity: event.target.value })}
          />
        )}
      </FormField>
    </>
  );
}
