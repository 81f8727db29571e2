// The settings a new quiz and the editor's settings form share: the titles, where the quiz appears,
// and the size and pace of a play; and how the fields become the QuizInput the server takes.
import { useTranslation } from 'react-i18next';
import {
  QUESTIONS_PER_QUIZ,
  QUIZ_KINDS,
  QUIZ_LIMITS,
  QUIZ_SECONDS_PER_QUESTION,
  QuizInput,
  type QuizKind,
} from '../../../common/quiz';
import { BilingualTextField } from '../../components/bilingual-text-field';
import { ChoiceField } from '../../components/choice-field';
import { TextField } from '../../components/text-field';
import { bindField, useFormFields, type Fieldset } from '../../lib/use-form-fields';
import type { AdminQuiz } from './quiz-editor-api';

/** When players can play it: open now, from an opening time on (which opens it by itself), or not. */
export const QUIZ_WHEN = ['open', 'scheduled', 'closed'] as const;
type QuizWhen = (typeof QUIZ_WHEN)[number];

/** A quiz's settings as the form holds them: numbers and times as typed. */
export type QuizFields = {
  title: { en: string; hi: string };
  kind: QuizKind;
  questionsPerPlay: string;
  secondsPerQuestion: string;
  when: QuizWhen;
  /** datetime-local values; empty for none. The opening time counts only when `when` is scheduled. */
  opensAt: string;
  closesAt: string;
  shuffleOptions: boolean;
};

export const NEW_QUIZ_FIELDS: QuizFields = {
  title: { en: '', hi: '' },
  kind: 'contest',
  questionsPerPlay: String(QUESTIONS_PER_QUIZ),
  secondsPerQuestion: String(QUIZ_SECONDS_PER_QUESTION),
  when: 'closed',
  opensAt: '',
  closesAt: '',
  shuffleOptions: true,
};

export function quizFieldsOf(quiz: AdminQuiz): QuizFields {
  return {
    title: quiz.title,
    kind: quiz.kind,
    questionsPerPlay: String(quiz.questionsPerPlay),
    secondsPerQuestion: String(quiz.secondsPerQuestion),
    when: quiz.opensAt !== null ? 'scheduled' : quiz.open ? 'open' : 'closed',
    opensAt: quiz.opensAtLocal ?? '',
    closesAt: quiz.closesAtLocal ?? '',
    shuffleOptions: quiz.shuffleOptions,
  };
}

/** What QuizInput parses: a number that is not one stays NaN, so its range check names it. */
export function toQuizInput(fields: QuizFields) {
  const number = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed));
  // A browser that shows seconds would send them; the schedule is to the minute.
  const time = (typed: string) => (typed === '' ? null : typed.slice(0, 16));
  return {
    title: fields.title,
    kind: fields.kind,
    questionsPerPlay: number(fields.questionsPerPlay),
    secondsPerQuestion: number(fields.secondsPerQuestion),
    open: fields.when === 'open',
    // Scheduled without a time is refused as no time, not saved as closed.
    opensAt: fields.when === 'scheduled' ? fields.opensAt.slice(0, 16) : null,
    closesAt: fields.when === 'closed' ? null : time(fields.closesAt),
    shuffleOptions: fields.shuffleOptions,
  };
}

/** A quiz's form, new or edited: its fields checked as a QuizInput before they are sent. */
export const useQuizForm = (initial: QuizFields | (() => QuizFields), toInput = toQuizInput) =>
  useFormFields({ initial, schema: QuizInput, toInput, refusalCode: 'invalid_quiz' });

type Props = Fieldset<QuizFields> & {
  /** Where the quiz appears is fixed once it has been played. */
  kindLocked: boolean;
};

export function QuizFieldset({ kindLocked, ...fieldset }: Props) {
  const { t } = useTranslation();
  const number = (field: 'questionsPerPlay' | 'secondsPerQuestion', min: number, max: number) => (
    <TextField
      {...bindField(fieldset, field)}
      label={t(`quizEditor.fields.${field}`, { min, max })}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
    />
  );
  return (
    <>
      <BilingualTextField
        fieldset={fieldset}
        name="title"
        labels={{ en: t('quizEditor.fields.titleEn'), hi: t('quizEditor.fields.titleHi') }}
        maxLength={QUIZ_LIMITS.titleChars}
      />
      <ChoiceField
        {...bindField(fieldset, 'kind')}
        legend={t('quizEditor.fields.kind')}
        choices={QUIZ_KINDS}
        labelOf={(kind) => t(`quizEditor.kinds.${kind}`)}
        hintOf={(kind) => t(`quizEditor.kindHints.${kind}`)}
        disabled={kindLocked}
        note={kindLocked ? t('quizEditor.fields.kindLocked') : null}
      />
      <div className="quiz-numbers">
        {number(
          'questionsPerPlay',
          QUIZ_LIMITS.minQuestionsPerPlay,
          QUIZ_LIMITS.maxQuestionsPerPlay,
        )}
        {number('secondsPerQuestion', QUIZ_LIMITS.minSeconds, QUIZ_LIMITS.maxSeconds)}
      </div>
    </>
  );
}
