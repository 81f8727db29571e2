// A Setup image's picker: the file is checked here for its format and size, then sent at once with
// its progress; the server re-encodes it and answers the whole setup, which the screens then show.
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/toast/toast-provider';
import { apiErrorMessage } from '../../lib/api-error-message';
import { isBusy, UploadProgress, type UploadWork } from '../../components/upload-progress';
import {
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  useUploadSetupImage,
  type SetupImageTarget,
} from './setup-api';

type Props = {
  /** The picker's label: "Replace Event logo", "Add a slogan". */
  label: string;
  /** The success toast's text. */
  savedText: string;
  /** Where the image goes. */
  target: SetupImageTarget;
};

const isAccepted = (type: string) => (IMAGE_TYPES as readonly string[]).includes(type);

export function ImageUpload({ label, savedText, target }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const toast = useToast();
  const fileInput = useRef<HTMLInputElement>(null);
  const [work, setWork] = useState<UploadWork>({ phase: 'idle' });
  const busy = isBusy(work);

  function clearFile() {
    if (fileInput.current) fileInput.current.value = '';
  }

  const send = useUploadSetupImage(target, {
    onSuccess: () => {
      setWork({ phase: 'idle' });
      clearFile();
      toast.show(savedText, 'success');
    },
    meta: { toastOnError: false },
    // Beside the picker, where the organiser chooses another file.
    onError: (error) =>
      setWork({ phase: 'failed', message: apiErrorMessage(error, t, t('setup.image.failed')) }),
  });

  function handleFile(file: File | undefined) {
    if (!file) return;
    const problem = !isAccepted(file.type)
      ? t('setup.image.notImage')
      : file.size > IMAGE_MAX_BYTES
        ? t('setup.image.tooLarge')
        : null;
    if (problem) {
      clearFile();
      setWork({ phase: 'failed', message: problem });
      return;
    }
    setWork({ phase: 'uploading', percent: 0 });
    send.mutate({
      file,
      events: {
        onProgress: ({ loaded, total }) =>
          setWork({ phase: 'uploading', percent: Math.floor((loaded / total) * 100) }),
        onSent: () => setWork({ phase: 'processing' }),
      },
    });
  }

  const failed = work.phase === 'failed';
  return (
    <div className="field setup-upload">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={fileInput}
        id={id}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        disabled={busy}
        aria-invalid={failed}
        aria-describedby={failed ? `${id}-error ${id}-hint` : `${id}-hint`}
        onChange={(event) => handleFile(event.target.files?.[0])}
      />
      <span id={`${id}-hint`} className="setup-note">
        {t('setup.image.hint')}
      </span>
      <div role="status" className="registry-status">
        <UploadProgress
          id={id}
          work={work}
          uploadingLabel={t('setup.image.uploading')}
          processingLabel={t('setup.image.processing')}
        />
      </div>
      {failed && (
        <p id={`${id}-error`} role="alert" className="field-error">
          {work.message}
        </p>
      )}
    </div>
  );
}
