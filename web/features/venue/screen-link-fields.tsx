// A screen link's settings, shared by the new link's form and each link's own: its name, whose top
// players it shows and how it names them; and how the fields become the ScreenLinkInput it sends.
import { useTranslation } from 'react-i18next';
import { ScreenLinkInput } from '../../../common/venue';
import { SCREEN_NAME_STYLES, type ScreenNameStyle } from '../../../common/venue-names';
import { ChoiceField } from '../../components/choice-field';
import { FormField } from '../../components/form-field';
import { describedBy, fieldId, type FieldErrors } from '../../lib/field-errors';
import { useFormFields } from '../../lib/use-form-fields';
import type { AdminScreenLink } from './venue-api';

/** The longest name the server keeps (common/venue.ts). */
const NAME_CHARS = 60;

/** A link's settings as the form holds them: no quiz chosen is ''. */
export type ScreenLinkFields = { name: string; quizId: string; names: ScreenNameStyle };

export const NEW_SCREEN_LINK_FIELDS: ScreenLinkFields = { name: '', quizId: '', names: 'full' };

export const screenLinkFieldsOf = (link: AdminScreenLink): ScreenLinkFields => ({
  name: link.name,
  quizId: link.quizId ?? '',
  names: link.names,
});

const toScreenLinkInput = (fields: ScreenLinkFields) => ({
  name: fields.name,
  quizId: fields.quizId === '' ? null : fields.quizId,
  names: fields.names,
});

/** A link's form, new or edited: its fields checked as a ScreenLinkInput before they are sent. */
export const useScreenLinkForm = (initial: ScreenLinkFields | (() => ScreenLinkFields)) =>
  useFormFields({
    initial,
    schema: ScreenLinkInput,
    toInput: toScreenLinkInput,
    refusalCode: 'invalid_setup',
  });

/** A contest the screen can show the top players of, titled in the reader's language. */
export type ContestChoice = { id: string; title: string };

type Props = {
  /** The start of every control's id (fieldId). */
  idPrefix: string;
  fields: ScreenLinkFields;
  errors: FieldErrors;
  contests: readonly ContestChoice[];
  onChange: (changes: Partial<ScreenLinkFields>) => void;
  /** The fields' hints, for the new link's form; each link's own form does without them. */
  hints?: boolean;
};

export function ScreenLinkFieldset(props: Props) {
  const { idPrefix, fields, errors, contests, onChange, hints = false } = props;
  const { t } = useTranslation();
  const id = (field: string) => fieldId(idPrefix, field);
  const nameHintId = hints ? `${id('name')}-hint` : undefined;
  const quizHintId = hints ? `${id('quizId')}-hint` : undefined;
  // A link may name a quiz the list no longer offers (archived since): it stays chosen until changed.
  const known = fields.quizId === '' || contests.some((quiz) => quiz.id === fields.quizId);
  return (
    <>
      <FormField id={id('name')} label={t('venueAdmin.screens.name')} error={errors.name ?? null}>
        {(control) => (
          <>
            <input
              {...control}
              aria-describedby={describedBy(control['aria-describedby'], nameHintId)}
              maxLength={NAME_CHARS}
              autoComplete="off"
              value={fields.name}
              onChange={(event) => onChange({ name: event.target.value })}
            />
            {hints && (
              <span id={nameHintId} className="venue-note">
                {t('venueAdmin.screens.nameHint')}
              </span>
            )}
          </>
        )}
      </FormField>
      <FormField
        optional
        id={id('quizId')}
        label={t('venueAdmin.screens.quiz')}
        error={errors.quizId ?? null}
      >
        {(control) => (
          <>
            <select
              {...control}
              aria-describedby={describedBy(control['aria-describedby'], quizHintId)}
              value={fields.quizId}
              onChange={(event) => onChange({ quizId: event.target.value })}
            >
              <option value="">{t('venueAdmin.screens.quizOpenNow')}</option>
              {contests.map((quiz) => (
                <option key={quiz.id} value={quiz.id}>
                  {quiz.title}
                </option>
              ))}
              {!known && <option value={fields.quizId}>{t('venueAdmin.screens.quizOther')}</option>}
            </select>
            {hints && (
              <span id={quizHintId} className="venue-note">
                {t('venueAdmin.screens.quizHint')}
              </span>
            )}
          </>
        )}
      </FormField>
      <ChoiceField
        id={id('names')}
        legend={t('venueAdmin.screens.names')}
        choices={SCREEN_NAME_STYLES}
        value={fields.names}
        onChange={(names) => onChange({ names })}
        labelOf={(style) => t(`venueAdmin.screens.nameStyles.${style}`)}
        hintOf={(style) => t(`venueAdmin.screens.nameExamples.${style}`)}
        error={errors.names ?? null}
      />
    </>
  );
}
