// Adds a question or changes one in place: its text, its options with the correct one, its
// explanation for a live game's reveal, and its picture, which is sent once the question itself is
// saved.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXPLANATION_CHARS } from '../../../common/live-game';
import { QUIZ_LIMITS, QuestionInput } from '../../../common/quiz';
import { FormButtons } from '../../components/form-buttons';
import { FormField } from '../../components/form-field';
import { useToast } from '../../components/toast/toast-provider';
import { apiErrorMessage } from '../../lib/api-error-message';
import { useFormFields } from '../../lib/use-form-fields';
import { OptionFields } from './option-fields';
import { QuestionImageField, type ImageChange } from './question-image-field';
import {
  quizEditorKeys,
  useSaveQuestion,
  useSaveQuestionImage,
  type EditorQuestion,
  type QuizDetail,
} from './quiz-editor-api';

type Props = {
  quizId: string;
  /** The question to change; a new one without it. */
  question?: EditorQuestion;
  /** Its place in the list, from 1. */
  number: number;
  /** Saved (with the question's id) or cancelled (null). */
  onClose: (questionId: number | null) => void;
};

/** The question the reply holds and `before` did not: the one just added. */
function addedQuestionId(before: QuizDetail | undefined, after: QuizDetail): number {
  const known = new Set(before?.questions.map((q) => q.id));
  const added = after.questions.filter((q) => !known.has(q.id));
  return (added.at(-1) ?? after.questions.at(-1))!.id;
}

export function QuestionForm({ quizId, question, number, onClose }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { idPrefix, idOf, fields, change, errors, errorOf, refuse, handleSubmit } = useFormFields({
    initial: {
      text: question?.text ?? '',
      options: question?.options ?? Array<string>(QUIZ_LIMITS.defaultOptions).fill(''),
      correct: question?.correct ?? null,
      explanation: question?.explanation ?? '',
    },
    schema: QuestionInput,
    toInput: (fields) => fields,
    refusalCode: 'invalid_quiz',
  });
  const [imageChange, setImageChange] = useState<ImageChange>({ image: null, removeImage: false });
  const [percent, setPercent] = useState<number | null>(null);

  const saveText = useSaveQuestion(quizId, question?.id, { onError: refuse });
  const saveImage = useSaveQuestionImage(quizId, {
    meta: { toastOnError: false },
    // The question is saved; only its picture is not, and Edit can send it again.
    onError: (error) =>
      toast.show(
        t('quizEditor.image.notSaved', { reason: apiErrorMessage(error, t, t('errors.internal')) }),
        'error',
      ),
  });
  const busy = saveText.isPending || saveImage.isPending;

  /** The question first; then its picture, once the question has its id. */
  async function saveQuestionAndImage(input: QuestionInput) {
    const before = queryClient.getQueryData<QuizDetail>(quizEditorKeys.detail(quizId));
    const saved = await saveText.mutateAsync(input).catch(() => null);
    if (!saved) return;
    const questionId = question?.id ?? addedQuestionId(before, saved);
    const { image, removeImage } = imageChange;
    if (image || (removeImage && question?.imageUrl)) {
      const events = {
        onProgress: ({ loaded, total }: { loaded: number; total: number }) =>
          setPercent(Math.floor((loaded / total) * 100)),
      };
      await saveImage.mutateAsync({ questionId, image, events }).catch(() => null);
      setPercent(null);
    }
    toast.show(t(question ? 'quizEditor.question.saved' : 'quizEditor.question.added'), 'success');
    onClose(questionId);
  }

  const heading = question
    ? t('quizEditor.question.editHeading', { number })
    : t('quizEditor.question.addHeading');
  return (
    <form
      className="form quiz-question-form"
      onSubmit={handleSubmit((input) => void saveQuestionAndImage(input))}
      noValidate
    >
      <h4>{heading}</h4>
      {question && question.plays > 0 && (
        <p className="quiz-note">
          {t('quizEditor.question.editPlayed', { count: question.plays })}
        </p>
      )}
      <FormField id={idOf('text')} label={t('quizEditor.question.text')} error={errorOf('text')}>
        {(control) => (
          <textarea
            {...control}
            className="admin-textarea"
            rows={3}
            maxLength={QUIZ_LIMITS.questionChars}
            value={fields.text}
            onChange={(event) => change({ text: event.target.value })}
          />
        )}
      </FormField>
      <OptionFields
        idPrefix={idPrefix}
        value={fields}
        errors={errors}
        // An option's change may put right the options as a whole too.
        onChange={(value, field) =>
          change(value, ...(field === 'correct' ? [field] : [field, 'options']))
        }
      />
      <FormField
        id={idOf('explanation')}
        label={t('quizEditor.question.explanation')}
        error={errorOf('explanation')}
        optional
      >
        {(control) => (
          <textarea
            {...control}
            className="admin-textarea"
            rows={3}
            maxLength={EXPLANATION_CHARS}
            value={fields.explanation}
            onChange={(event) => change({ explanation: event.target.value })}
          />
        )}
      </FormField>
      <QuestionImageField
        imageUrl={question?.imageUrl ?? null}
        number={number}
        value={imageChange}
        onChange={setImageChange}
        disabled={busy}
      />
      <div role="status">
        {percent !== null && (
          <label className="field">
            <span className="field-label">{t('quizEditor.image.uploading')}</span>
            <progress className="upload-progress" max={100} value={percent} />
          </label>
        )}
      </div>
      <FormButtons
        submitLabel={question ? t('quizEditor.question.save') : t('quizEditor.question.add')}
        busy={busy}
        onCancel={() => onClose(null)}
      />
    </form>
  );
}
