// A screen link's settings, shared by the new link's form and each link's own: its name, whose top
// players it shows and how it names them; and how the fields become the ScreenLinkInput it sends.
import { useTranslation } from 'react-i18next';
import { ScreenLinkInput } from '../../../common/venue';
import { SCREEN_NAME_STYLES, type ScreenNameStyle } from '../../../common/venue-names';
import { ChoiceField } from '../../components/choice-field';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { bindField, useFormFields, type Fieldset } from '../../lib/use-form-fields';
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

type Props = Fieldset<ScreenLinkFields> & {
  contests: readonly ContestChoice[];
  /** The fields' hints, for the new link's form; each link's own form does without them. */
  hints?: boolean;
};

export function ScreenLinkFieldset({ contests, hints = false, ...fieldset }: Props) {
  const { t } = useTranslation();
  const { quizId } = fieldset.fields;
  // A link may name a quiz the list no longer offers (archived since): it stays chosen until changed.
  const known = quizId === '' || contests.some((quiz) => quiz.id === quizId);
  return (
    <>
      <TextField
        {...bindField(fieldset, 'name')}
        label={t('venueAdmin.screens.name')}
        hint={hints ? t('venueAdmin.screens.nameHint') : null}
        maxLength={NAME_CHARS}
        autoComplete="off"
      />
      <SelectField
        {...bindField(fieldset, 'quizId')}
        optional
        label={t('venueAdmin.screens.quiz')}
        hint={hints ? t('venueAdmin.screens.quizHint') : null}
      >
        <option value="">{t('venueAdmin.screens.quizOpenNow')}</option>
        {contests.map((quiz) => (
          <option key={quiz.id} value={quiz.id}>
            {quiz.title}
          </option>
        ))}
        {!known && <option value={quizId}>{t('venueAdmin.screens.quizOther')}</option>}
      </SelectField>
      <ChoiceField
        {...bindField(fieldset, 'names')}
        legend={t('venueAdmin.screens.names')}
        choices={SCREEN_NAME_STYLES}
        labelOf={(style) => t(`venueAdmin.screens.nameStyles.${style}`)}
        hintOf={(style) => t(`venueAdmin.screens.nameExamples.${style}`)}
      />
    </>
  );
}
