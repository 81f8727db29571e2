// Adds a question or changes one in place: its text, its options with the correct one, and its
// picture, which is sent once the question itself is saved.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QUIZ_LIMITS, QuestionInput } from '../../../common/quiz';
import { FormField } from '../../components/form-field';
import { useToast } from '../../components/toast/toast-provider';
import { apiErrorMessage } from '../../lib/api-error-message';
import { fieldId, useFieldErrors } from '../../lib/field-errors';
import { OptionFields, type OptionsValue } from './option-fields';
import { QuestionImageField, type ImageChange } from './question-image-field';
import {
  addQuestion,
  quizEditorKeys,
  removeQuestionImage,
  saveQuestion,
  uploadQuestionImage,
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
  const idPrefix = useId();
  const toast = useToast();
  const queryClient = useQueryClient();
  const detailKey = quizEditorKeys.detail(quizId);
  const [text, setText] = useState(question?.text ?? '');
  const [choice, setChoice] = useState<OptionsValue>({
    options: question?.options ?? Array<string>(QUIZ_LIMITS.defaultOptions).fill(''),
    correct: question?.correct ?? null,
  });
  const [imageChange, setImageChange] = useState<ImageChange>({ image: null, removeImage: false });
  const [percent, setPercent] = useState<number | null>(null);
  const { errors, errorOf, check, refuse, clear } = useFieldErrors(idPrefix, 'invalid_quiz');

  const saveText = useMutation({
    mutationFn: (input: QuestionInput) =>
      question ? saveQuestion(quizId, question.id, input) : addQuestion(quizId, input),
    onSuccess: (detail) => queryClient.setQueryData(detailKey, detail),
    onError: (error) => {
      refuse(error);
    },
  });
  const saveImage = useMutation({
    mutationFn: ({ questionId, image }: { questionId: number; image: File | null }) =>
      image
        ? uploadQuestionImage(quizId, questionId, image, {
            onProgress: ({ loaded, total }) => setPercent(Math.floor((loaded / total) * 100)),
          })
        : removeQuestionImage(quizId, questionId),
    onSuccess: (detail) => queryClient.setQueryData(detailKey, detail),
    meta: { toastOnError: false },
    // The question is saved; only its picture is not, and Edit can send it again.
    onError: (error) =>
      toast.show(
        t('quizEditor.image.notSaved', { reason: apiErrorMessage(error, t, t('errors.internal')) }),
        'error',
      ),
    onSettled: () => setPercent(null),
  });
  const busy = saveText.isPending || saveImage.isPending;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const input = check(QuestionInput, { text, ...choice });
    if (!input) return;
    const before = queryClient.getQueryData<QuizDetail>(detailKey);
    const saved = await saveText.mutateAsync(input).catch(() => null);
    if (!saved) return;
    const questionId = question?.id ?? addedQuestionId(before, saved);
    const { image, removeImage } = imageChange;
    if (image || (removeImage && question?.imageUrl)) {
      await saveImage.mutateAsync({ questionId, image }).catch(() => null);
    }
    toast.show(t(question ? 'quizEditor.question.saved' : 'quizEditor.question.added'), 'success');
    void queryClient.invalidateQueries({ queryKey: quizEditorKeys.list() });
    onClose(questionId);
  }

  const heading = question
    ? t('quizEditor.question.editHeading', { number })
    : t('quizEditor.question.addHeading');
  return (
    <form className="form quiz-question-form" onSubmit={(e) => void handleSubmit(e)} noValidate>
      <h4>{heading}</h4>
      {question && question.plays > 0 && (
        <p className="quiz-note">
          {t('quizEditor.question.editPlayed', { count: question.plays })}
        </p>
      )}
      <FormField
        id={fieldId(idPrefix, 'text')}
        label={t('quizEditor.question.text')}
        error={errorOf('text')}
      >
        {(control) => (
          <textarea
            {...control}
            className="admin-textarea"
            rows={3}
            maxLength={QUIZ_LIMITS.questionChars}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              clear('text');
            }}
          />
        )}
      </FormField>
      <OptionFields
        idPrefix={idPrefix}
        value={choice}
        errors={errors}
        onChange={(value, field) => {
          setChoice(value);
          clear(field);
          if (field !== 'correct') clear('options');
        }}
      />
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
      <div className="admin-toolbar">
        <button type="submit" className="button button-primary" disabled={busy}>
          {question ? t('quizEditor.question.save') : t('quizEditor.question.add')}
        </button>
        <button type="button" className="button button-secondary" onClick={() => onClose(null)}>
          {t('quizEditor.cancel')}
        </button>
      </div>
    </form>
  );
}
