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
import { ChoiceField } from '../../components/choice-field';
import { FormField } from '../../components/form-field';
import { fieldId, type FieldErrors } from '../../lib/field-errors';
import { useFormFields } from '../../lib/use-form-fields';
import type { AdminQuiz } from './quiz-editor-api';

/** A quiz's settings as the form holds them: numbers and times as typed. */
export type QuizFields = {
  title: { en: string; hi: string };
  kind: QuizKind;
  questionsPerPlay: string;
  secondsPerQuestion: string;
  open: boolean;
  /** datetime-local values; empty for no schedule. */
  opensAt: string;
  closesAt: string;
};

export const NEW_QUIZ_FIELDS: QuizFields = {
  title: { en: '', hi: '' },
  kind: 'contest',
  questionsPerPlay: String(QUESTIONS_PER_QUIZ),
  secondsPerQuestion: String(QUIZ_SECONDS_PER_QUESTION),
  open: false,
  opensAt: '',
  closesAt: '',
};

export function quizFieldsOf(quiz: AdminQuiz): QuizFields {
  return {
    title: quiz.title,
    kind: quiz.kind,
    questionsPerPlay: String(quiz.questionsPerPlay),
    secondsPerQuestion: String(quiz.secondsPerQuestion),
    open: quiz.open,
    opensAt: quiz.opensAtLocal ?? '',
    closesAt: quiz.closesAtLocal ?? '',
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
    open: fields.open,
    opensAt: time(fields.opensAt),
    closesAt: time(fields.closesAt),
  };
}

/** A quiz's form, new or edited: its fields checked as a QuizInput before they are sent. */
export const useQuizForm = (initial: QuizFields | (() => QuizFields), toInput = toQuizInput) =>
  useFormFields({ initial, schema: QuizInput, toInput, refusalCode: 'invalid_quiz' });

type Props = {
  /** The start of every control's id (fieldId). */
  idPrefix: string;
  fields: QuizFields;
  errors: FieldErrors;
  onChange: (changes: Partial<QuizFields>) => void;
  /** Where the quiz appears is fixed once it has been played. */
  kindLocked: boolean;
};

export function QuizFieldset({ idPrefix, fields, errors, onChange, kindLocked }: Props) {
  const { t } = useTranslation();
  const id = (field: string) => fieldId(idPrefix, field);
  const error = (field: string) => errors[field] ?? null;
  return (
    <>
      <FormField
        id={id('title.en')}
        label={t('quizEditor.fields.titleEn')}
        error={error('title.en')}
      >
        {(control) => (
          <input
            {...control}
            maxLength={QUIZ_LIMITS.titleChars}
            value={fields.title.en}
            onChange={(event) => onChange({ title: { ...fields.title, en: event.target.value } })}
          />
        )}
      </FormField>
      <FormField
        optional
        id={id('title.hi')}
        label={t('quizEditor.fields.titleHi')}
        error={error('title.hi')}
      >
        {(control) => (
          <input
            {...control}
            lang="hi"
            maxLength={QUIZ_LIMITS.titleChars}
            value={fields.title.hi}
            onChange={(event) => onChange({ title: { ...fields.title, hi: event.target.value } })}
          />
        )}
      </FormField>
      <ChoiceField
        id={id('kind')}
        legend={t('quizEditor.fields.kind')}
        choices={QUIZ_KINDS}
        value={fields.kind}
        onChange={(kind) => onChange({ kind })}
        labelOf={(kind) => t(`quizEditor.kinds.${kind}`)}
        hintOf={(kind) => t(`quizEditor.kindHints.${kind}`)}
        error={error('kind')}
        disabled={kindLocked}
        note={
          kindLocked ? { text: t('quizEditor.fields.kindLocked'), className: 'quiz-note' } : null
        }
      />
      <div className="quiz-numbers">
        <FormField
          id={id('questionsPerPlay')}
          label={t('quizEditor.fields.questionsPerPlay', {
            min: QUIZ_LIMITS.minQuestionsPerPlay,
            max: QUIZ_LIMITS.maxQuestionsPerPlay,
          })}
          error={error('questionsPerPlay')}
        >
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={QUIZ_LIMITS.minQuestionsPerPlay}
              max={QUIZ_LIMITS.maxQuestionsPerPlay}
              value={fields.questionsPerPlay}
              onChange={(event) => onChange({ questionsPerPlay: event.target.value })}
            />
          )}
        </FormField>
        <FormField
          id={id('secondsPerQuestion')}
          label={t('quizEditor.fields.secondsPerQuestion', {
            min: QUIZ_LIMITS.minSeconds,
            max: QUIZ_LIMITS.maxSeconds,
          })}
          error={error('secondsPerQuestion')}
        >
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={QUIZ_LIMITS.minSeconds}
              max={QUIZ_LIMITS.maxSeconds}
              value={fields.secondsPerQuestion}
              onChange={(event) => onChange({ secondsPerQuestion: event.target.value })}
            />
          )}
        </FormField>
      </div>
    </>
  );
}
