// "Add a video": its title and its file (MP4 or WebM, up to 500 MB), sent with its progress, which
// the organiser can stop; nothing is kept of a video the server did not take whole.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/form-field';
import { useToast } from '../../components/toast/toast-provider';
import { apiErrorMessage } from '../../lib/api-error-message';
import { isBusy, UploadProgress, type UploadWork } from '../../components/upload-progress';
import { useAddVideo, VIDEO_MAX_BYTES, VIDEO_TYPES } from './setup-api';
import { useVideoTitleForm, VideoTitleField } from './video-title-field';
import { Button } from '../../components/button';

const isVideo = (type: string) => (VIDEO_TYPES as readonly string[]).includes(type);
const isStopped = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export function NewVideoForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const fileInput = useRef<HTMLInputElement>(null);
  const stopper = useRef<AbortController | null>(null);
  const form = useVideoTitleForm('');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [work, setWork] = useState<UploadWork>({ phase: 'idle' });
  const [stopped, setStopped] = useState(false);
  const busy = isBusy(work);
  const fileId = form.idOf('file');
  const stopButton = useRef<HTMLButtonElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const wasBusy = useRef(false);

  // The keyboard goes to Stop while the video is sent (Upload is off then), and back to Upload
  // once Stop is gone, unless the focus went elsewhere meanwhile (a refused title has it).
  useEffect(() => {
    if (busy && !wasBusy.current) stopButton.current?.focus();
    if (!busy && wasBusy.current && document.activeElement === document.body)
      submitButton.current?.focus();
    wasBusy.current = busy;
  }, [busy]);

  const send = useAddVideo({
    onSuccess: (_setup, { title }) => {
      stopper.current = null;
      setWork({ phase: 'idle' });
      form.reset({ title: '' });
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      toast.show(t('setup.videos.added', { title }), 'success');
    },
    // Beside the form, with the title's refusal beside the title; a stopped upload is no failure.
    meta: { toastOnError: false },
    onError: (error) => {
      stopper.current = null;
      if (isStopped(error)) {
        setWork({ phase: 'idle' });
        setStopped(true);
        return;
      }
      form.refuse(error);
      setWork({ phase: 'failed', message: apiErrorMessage(error, t, t('setup.videos.failed')) });
    },
  });

  function sendVideo(title: string, video: File) {
    const controller = new AbortController();
    stopper.current = controller;
    setStopped(false);
    setWork({ phase: 'uploading', percent: 0 });
    send.mutate({
      title,
      file: video,
      events: {
        signal: controller.signal,
        onProgress: ({ loaded, total }) =>
          setWork({ phase: 'uploading', percent: Math.floor((loaded / total) * 100) }),
        onSent: () => setWork({ phase: 'processing' }),
      },
    });
  }

  function handleFile(chosen: File | undefined) {
    const problem = !chosen
      ? null
      : !isVideo(chosen.type)
        ? t('setup.videos.notVideo')
        : chosen.size > VIDEO_MAX_BYTES
          ? t('setup.videos.tooLarge')
          : null;
    if (problem && fileInput.current) fileInput.current.value = '';
    setFile(problem ? null : (chosen ?? null));
    setFileError(problem);
    setWork({ phase: 'idle' });
    setStopped(false);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const input = form.parse();
    if (!file) {
      setFileError(t('setup.videos.chooseFile'));
      // The title's error, if any, has the keyboard; otherwise the file's.
      if (input) fileInput.current?.focus();
      return;
    }
    if (input) sendVideo(input.title, file);
  }

  return (
    <form className="form admin-card" onSubmit={handleSubmit} noValidate>
      <h3>{t('setup.videos.addHeading')}</h3>
      <VideoTitleField form={form} label={t('setup.videos.title')} disabled={busy} />
      <FormField id={fileId} label={t('setup.videos.file')} error={fileError}>
        {(control) => (
          <input
            {...control}
            ref={fileInput}
            type="file"
            accept={VIDEO_TYPES.join(',')}
            disabled={busy}
            onChange={(event) => handleFile(event.target.files?.[0])}
          />
        )}
      </FormField>
      <div className="admin-toolbar">
        <Button ref={submitButton} type="submit" look="primary" disabled={busy}>
          {t('setup.videos.send')}
        </Button>
        {busy && (
          <Button ref={stopButton} look="secondary" onClick={() => stopper.current?.abort()}>
            {t('setup.videos.stop')}
          </Button>
        )}
      </div>
      <div role="status" className="registry-status">
        <UploadProgress
          id={form.idPrefix}
          work={work}
          uploadingLabel={t('setup.videos.uploading')}
          processingLabel={t('setup.videos.processing')}
        />
        {stopped && <p>{t('setup.videos.stopped')}</p>}
      </div>
      {work.phase === 'failed' && (
        <p role="alert" className="field-error">
          {work.message}
        </p>
      )}
    </form>
  );
}
