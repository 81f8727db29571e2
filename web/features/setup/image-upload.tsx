// A Setup image's picker: the place says what size it wants; a chosen file is checked here for its
// format and size and shown as it will look, and nothing is sent until Save, then with its progress.
// The server re-encodes it and answers the whole setup, which the screens then show. A brand or team
// image saved can be put back as it was with Undo for a while (the server keeps the one it replaced).
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_UNDO_MINUTES } from '../../../common/setup';
import { Button } from '../../components/button';
import { useToast } from '../../components/toast/toast-provider';
import { isBusy, UploadProgress, type UploadWork } from '../../components/upload-progress';
import { ApiError } from '../../lib/api';
import { apiErrorMessage } from '../../lib/api-error-message';
import { ImagePreview } from './image-preview';
import type { ImageWants } from './image-wants';
import {
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  isUndoable,
  storedFileAt,
  useUndoImage,
  useUploadSetupImage,
  type ReplacedImageTarget,
  type SetupImageTarget,
} from './setup-api';

type Props = {
  /** The image's name, which its buttons carry: "Event logo", "Logo of Bhopal". */
  name: string;
  /** The picker's label: "Replace: Event logo", "Add a slogan". */
  label: string;
  /** The success toast's text. */
  savedText: string;
  /** Where the image goes. */
  target: SetupImageTarget;
  /** What its place wants, said before a file is chosen. */
  wants?: ImageWants;
};

const isAccepted = (type: string) => (IMAGE_TYPES as readonly string[]).includes(type);
const MEGABYTES = IMAGE_MAX_BYTES / (1024 * 1024);

/** "PNG or SVG with a clear background, at least 840 × 420 px; shown up to 420 px wide." */
function useWantsText(wants: ImageWants | undefined): string | null {
  const { t } = useTranslation();
  if (!wants) return null;
  const { shown } = wants;
  const where =
    shown.as === 'wide'
      ? t('setup.image.shown.wide', { width: shown.width })
      : shown.as === 'box'
        ? t('setup.image.shown.box', { width: shown.width, height: shown.height })
        : shown.as === 'tall'
          ? t('setup.image.shown.tall', { height: shown.height })
          : t('setup.image.shown.phone');
  return t(`setup.image.wants.${wants.kind}`, {
    width: wants.width,
    height: wants.height,
    shown: where,
  });
}

export function ImageUpload({ name, label, savedText, target, wants }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const toast = useToast();
  const fileInput = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const [work, setWork] = useState<UploadWork>({ phase: 'idle' });
  const [undoable, setUndoable] = useState<string | null>(null);
  const clearUndo = useCallback(() => setUndoable(null), []);
  const busy = isBusy(work);
  const wantsText = useWantsText(wants);

  function clearFile() {
    setChosen(null);
    if (fileInput.current) fileInput.current.value = '';
  }

  const send = useUploadSetupImage(target, {
    onSuccess: (setup) => {
      setWork({ phase: 'idle' });
      clearFile();
      toast.show(savedText, 'success');
      setUndoable(isUndoable(target) ? storedFileAt(setup, target) : null);
    },
    meta: { toastOnError: false },
    // Beside the picker, where the organiser chooses another file.
    onError: (error) =>
      setWork({ phase: 'failed', message: apiErrorMessage(error, t, t('setup.image.failed')) }),
  });

  function handleFile(file: File | undefined) {
    setUndoable(null);
    if (!file) return clearFile();
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
    setWork({ phase: 'idle' });
    setChosen(file);
  }

  function handleSave() {
    if (!chosen) return;
    setWork({ phase: 'uploading', percent: 0 });
    send.mutate({
      file: chosen,
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
        {wantsText
          ? `${wantsText} ${t('setup.image.limit', { megabytes: MEGABYTES })}`
          : t('setup.image.hint', { megabytes: MEGABYTES })}
      </span>
      {chosen && (
        <div className="setup-chosen">
          <ImagePreview file={chosen} alt={t('setup.image.previewOf', { name })} wants={wants} />
          <div className="setup-actions">
            <Button
              look="primary"
              aria-label={t('setup.image.saveNamed', { name })}
              disabled={busy}
              onClick={handleSave}
            >
              {t('setup.image.save')}
            </Button>
            <Button
              look="secondary"
              aria-label={t('setup.image.cancelNamed', { name })}
              disabled={busy}
              onClick={clearFile}
            >
              {t('setup.cancel')}
            </Button>
          </div>
        </div>
      )}
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
      {isUndoable(target) && undoable && (
        <UndoReplacement target={target} name={name} replaced={undoable} onDone={clearUndo} />
      )}
    </div>
  );
}

type UndoProps = {
  target: ReplacedImageTarget;
  name: string;
  /** The stored file the save put in its place. */
  replaced: string;
  /** The undo is done, refused for good, or its time has passed. */
  onDone: () => void;
};

/** Undo beside a saved image, for as long as the server keeps the one it replaced. */
function UndoReplacement({ target, name, replaced, onDone }: UndoProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const undo = useUndoImage(target, {
    onSuccess: () => {
      toast.show(t('setup.image.undone', { name }), 'success');
      onDone();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'image_undo_unavailable') onDone();
    },
  });
  useEffect(() => {
    const expiry = setTimeout(onDone, IMAGE_UNDO_MINUTES * 60_000);
    return () => clearTimeout(expiry);
  }, [onDone]);
  return (
    <p className="setup-undo">
      <span>{t('setup.image.undoNote', { minutes: IMAGE_UNDO_MINUTES })}</span>
      <Button
        look="secondary"
        aria-label={t('setup.image.undoNamed', { name })}
        disabled={undo.isPending}
        onClick={() => undo.mutate(replaced)}
      >
        {t('setup.image.undo')}
      </Button>
    </p>
  );
}
