// Where an upload stands, as the registry and the quiz importer show it: sending (with the share
// sent), then the server checking the rows, each phase announced once as it begins.
import { useTranslation } from 'react-i18next';

export type UploadWork =
  | { phase: 'idle' }
  | { phase: 'uploading'; percent: number }
  | { phase: 'processing' }
  | { phase: 'failed'; message: string };

export const isBusy = (work: UploadWork) =>
  work.phase === 'uploading' || work.phase === 'processing';

type Props = {
  id: string;
  work: UploadWork;
  uploadingLabel: string;
  processingLabel: string;
};

/** The progress bar while busy; nothing otherwise. */
export function UploadProgress({ id, work, uploadingLabel, processingLabel }: Props) {
  const { t } = useTranslation();
  if (!isBusy(work)) return null;
  return (
    <div className="registry-progress">
      <label htmlFor={`${id}-progress`} className="field-label">
        {work.phase === 'uploading' ? uploadingLabel : processingLabel}
      </label>
      {work.phase === 'uploading' ? (
        <>
          <progress
            id={`${id}-progress`}
            className="upload-progress"
            max={100}
            value={work.percent}
          />
          <span aria-hidden="true">
            {t('admin.registryUpload.sent', { percent: work.percent })}
          </span>
        </>
      ) : (
        <progress id={`${id}-progress`} className="upload-progress" />
      )}
    </div>
  );
}
