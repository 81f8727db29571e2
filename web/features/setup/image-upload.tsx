// A Setup image's picker: the file is checked here for its format and size, then sent at once with
// its progress; the server re-encodes it and answers the whole setup, which the screens then show.
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/toast/toast-provider';
import { apiErrorMessage } from '../../lib/api-error-message';
import type { UploadOptions } from '../../lib/upload-request';
import { isBusy, UploadProgress, type UploadWork } from '../../components/upload-progress';
import { IMAGE_MAX_BYTES, IMAGE_TYPES, type AdminSetupReply } from './setup-api';
import { useSetupSaved } from './use-setup-saved';

type Props = {
  /** The picker's label: "Replace Event logo", "Add a slogan". */
  label: string;
  /** The success toast's text. */
  savedText: string;
  upload: (
    file: File,
    events: Pick<UploadOptions, 'onProgress' | 'onSent'>,
  ) => Promise<AdminSetupReply>;
};

const isAccepted = (type: string) => (IMAGE_TYPES as readonly string[]).includes(type);

export function ImageUpload({ label, savedText, upload }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const toast = useToast();
  const saved = useSetupSaved();
  const fileInput = useRef<HTMLInputElement>(null);
  const [work, setWork] = useState<UploadWork>({ phase: 'idle' });
  const busy = isBusy(work);

  function clearFile() {
    if (fileInput.current) fileInput.current.value = '';
  }

  const send = useMutation({
    mutationFn: (file: File) =>
      upload(file, {
        onProgress: ({ loaded, total }) =>
          setWork({ phase: 'uploading', percent: Math.floor((loaded / total) * 100) }),
        onSent: () => setWork({ phase: 'processing' }),
      }),
    onMutate: () => setWork({ phase: 'uploading', percent: 0 }),
    onSuccess: async (setup) => {
      setWork({ phase: 'idle' });
      clearFile();
      await saved(setup);
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
    send.mutate(file);
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
