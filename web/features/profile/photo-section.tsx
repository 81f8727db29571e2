// The optional photo: drop or pick an image, or capture one; a 120x120 preview and upload progress.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { useTranslation } from 'react-i18next';
import { icons } from '../../components/icons';
import { useToast } from '../../components/toast/toast-provider';
import { fileRejectionMessage, type PickerLimits } from '../../lib/file-rejection-message';
import { CameraDialog } from './camera-dialog';
import { Button } from '../../components/button';

const PREVIEW_SIZE = 120;

/** Any image, one at a time, of any size; the server checks the type and size itself. */
const PICKER: PickerLimits = { accept: { 'image/*': [] } };

type Props = {
  photo: File | null;
  storedUrl: string | null;
  progress: number | null;
  onPhoto: (file: File) => void;
};

export function PhotoSection({ photo, storedUrl, progress, onPhoto }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const [cameraOpen, setCameraOpen] = useState(false);
  const closeCamera = useCallback(() => setCameraOpen(false), []);

  const previewUrl = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    ...PICKER,
    multiple: false,
    maxFiles: 1,
    onDropAccepted: (files) => files[0] && onPhoto(files[0]),
    // "File type must be ...", "Too many files", ... in the chosen language.
    onDropRejected: (rejections: FileRejection[]) => {
      const message = fileRejectionMessage(rejections, t, PICKER);
      if (message) toast.show(message, 'error');
    },
  });

  const shown = previewUrl ?? storedUrl;
  return (
    <fieldset className="photo-section">
      <legend className="field-label">{t('profile.photo')}</legend>
      <div className="photo-row">
        <div className="photo-preview" style={{ width: PREVIEW_SIZE, height: PREVIEW_SIZE }}>
          {shown ? (
            <img
              src={shown}
              alt={t('profile.photoPreview')}
              width={PREVIEW_SIZE}
              height={PREVIEW_SIZE}
            />
          ) : (
            icons.camera
          )}
        </div>
        <div className="photo-actions">
          <div {...getRootProps({ className: isDragActive ? 'dropzone is-active' : 'dropzone' })}>
            <input {...getInputProps({ 'aria-label': t('profile.choosePhoto') })} />
            <span>{t('profile.dropzone')}</span>
          </div>
          <Button look="secondary" onClick={() => setCameraOpen(true)}>
            {t('profile.capture')}
          </Button>
        </div>
      </div>
      {progress !== null && (
        <progress
          className="upload-progress"
          max={100}
          value={progress}
          aria-label={t('profile.uploading')}
        >
          {progress}%
        </progress>
      )}
      <CameraDialog open={cameraOpen} onClose={closeCamera} onPhoto={onPhoto} />
    </fieldset>
  );
}
