// The question form's picture: the one it has (to keep or remove) and a new one to send once the
// question is saved, checked here for its format and size first.
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUESTION_IMAGE_MAX_BYTES, QUESTION_IMAGE_TYPES } from './quiz-editor-api';
import { Button } from '../../components/button';

export type ImageChange = { image: File | null; removeImage: boolean };

type Props = {
  /** The question's image now, if it has one. */
  imageUrl: string | null;
  /** The question's number, for the image's text alternative. */
  number: number;
  value: ImageChange;
  onChange: (value: ImageChange) => void;
  disabled: boolean;
};

const isAccepted = (type: string) => (QUESTION_IMAGE_TYPES as readonly string[]).includes(type);

export function QuestionImageField({ imageUrl, number, value, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  function handleFile(file: File | undefined) {
    const problem = !file
      ? null
      : !isAccepted(file.type)
        ? t('quizEditor.image.notImage')
        : file.size > QUESTION_IMAGE_MAX_BYTES
          ? t('quizEditor.image.tooLarge')
          : null;
    setRefusal(problem);
    if (problem && fileInput.current) fileInput.current.value = '';
    onChange({ ...value, image: problem ? null : (file ?? null) });
  }

  return (
    <div className="field quiz-image-field">
      {imageUrl && !value.removeImage && (
        <div className="quiz-image-current">
          <img
            className="admin-thumb"
            src={imageUrl}
            alt={t('quizEditor.image.alt', { number })}
            width={96}
            height={72}
          />
          <Button
            look="link"
            disabled={disabled}
            onClick={() => onChange({ ...value, removeImage: true })}
          >
            {t('quizEditor.image.remove')}
          </Button>
        </div>
      )}
      {imageUrl && value.removeImage && (
        <p className="quiz-note">
          {t('quizEditor.image.removedOnSave')}{' '}
          <Button look="link" onClick={() => onChange({ ...value, removeImage: false })}>
            {t('quizEditor.image.keep')}
          </Button>
        </p>
      )}
      <label className="field-label" htmlFor={id}>
        {imageUrl ? t('quizEditor.image.replace') : t('quizEditor.image.choose')}
      </label>
      <input
        ref={fileInput}
        id={id}
        type="file"
        accept="image/*"
        disabled={disabled}
        aria-invalid={refusal !== null}
        aria-describedby={refusal ? `${id}-error` : `${id}-hint`}
        onChange={(event) => handleFile(event.target.files?.[0])}
      />
      {refusal ? (
        <span id={`${id}-error`} className="field-error">
          {refusal}
        </span>
      ) : (
        <span id={`${id}-hint`} className="quiz-note">
          {t('quizEditor.image.hint')}
        </span>
      )}
    </div>
  );
}
