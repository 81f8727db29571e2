// The pictures a question file's rows name, chosen beside the file: one .zip, or the images
// themselves chosen together. Refused here before anything is sent when they cannot be what the
// server takes (their kind, their number, their size together); the server checks them again.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  QUESTION_IMAGE_TYPES,
  QUESTION_PICTURES_MAX_BYTES,
  QUESTION_PICTURES_MAX_FILES,
} from './quiz-editor-api';

const IMAGE_ENDINGS = ['jpg', 'jpeg', 'png', 'webp', 'gif', 'avif'];
const ACCEPT = ['.zip', 'application/zip', ...QUESTION_IMAGE_TYPES].join(',');

const endingOf = (file: File) => file.name.toLowerCase().split('.').pop() ?? '';
const isZip = (file: File) => endingOf(file) === 'zip';
const isImage = (file: File) =>
  (QUESTION_IMAGE_TYPES as readonly string[]).includes(file.type) ||
  IMAGE_ENDINGS.includes(endingOf(file));

type Props = { onChange: (pictures: File[]) => void };

export function PicturesField({ onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [chosen, setChosen] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  function refusalOf(files: File[]): string | null {
    const zips = files.filter(isZip).length;
    if (zips > 0 && files.length > 1) return t('quizEditor.import.picturesMixed');
    if (zips === 0 && !files.every(isImage)) return t('quizEditor.import.picturesWrongType');
    const bytes = files.reduce((sum, file) => sum + file.size, 0);
    if (bytes > QUESTION_PICTURES_MAX_BYTES || files.length > QUESTION_PICTURES_MAX_FILES)
      return t('quizEditor.import.picturesTooLarge');
    return null;
  }

  function handleFiles(list: FileList | null) {
    const files = [...(list ?? [])];
    const refusal = refusalOf(files);
    setProblem(refusal);
    const kept = refusal ? [] : files;
    setChosen(kept);
    onChange(kept);
  }

  const [first] = chosen;
  return (
    <div className="field">
      <label className="field-label" htmlFor={`${id}-pictures`}>
        {t('quizEditor.import.pictures')}
      </label>
      <input
        id={`${id}-pictures`}
        type="file"
        multiple
        accept={ACCEPT}
        aria-describedby={`${id}-hint`}
        onChange={(event) => handleFiles(event.target.files)}
      />
      <p id={`${id}-hint`} className="quiz-note">
        {t('quizEditor.import.picturesHint')}
      </p>
      {first && (
        <p className="import-card-file">
          {isZip(first)
            ? t('quizEditor.import.picturesZip', { name: first.name })
            : t('quizEditor.import.picturesChosen', { count: chosen.length })}
        </p>
      )}
      {problem && (
        <p role="alert" className="field-error">
          {problem}
        </p>
      )}
    </div>
  );
}
