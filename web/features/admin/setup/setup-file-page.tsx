// /admin/setup-file: the whole setup exported as one .zip file, and a file imported in its place:
// checked first (what it would replace), then applied in one go.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-provider';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { siteQueries } from '../../../lib/site-api';
import { adminReadsKey } from '../../../lib/admin-keys';
import { isBusy, UploadProgress, type UploadWork } from '../../../components/upload-progress';
import {
  importSetup,
  SETUP_EXPORT_URL,
  SETUP_FILE_MAX_BYTES,
  type SetupImportReport,
} from './setup-api';
import { SetupImportSummary } from './setup-import-report';
import './setup.css';

export function SetupFilePage() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="admin-section setup">
      <h2>{t('setup.file.heading')}</h2>
      <section className="admin-card" aria-labelledby={`${id}-export`}>
        <h3 id={`${id}-export`}>{t('setup.file.exportHeading')}</h3>
        <p className="setup-note">{t('setup.file.exportIntro')}</p>
        <p>
          <a className="button button-secondary" href={SETUP_EXPORT_URL} download>
            {t('setup.file.export')}
          </a>
        </p>
      </section>
      <SetupImport />
    </div>
  );
}

function SetupImport() {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [work, setWork] = useState<UploadWork>({ phase: 'idle' });
  const [report, setReport] = useState<SetupImportReport | null>(null);
  const busy = isBusy(work);

  function handleFile(chosen: File | undefined) {
    setReport(null);
    const problem = !chosen
      ? null
      : !chosen.name.toLowerCase().endsWith('.zip')
        ? t('setup.file.wrongType')
        : chosen.size > SETUP_FILE_MAX_BYTES
          ? t('setup.file.tooLarge')
          : null;
    if (problem && fileInput.current) fileInput.current.value = '';
    setFile(problem ? null : (chosen ?? null));
    setWork(problem ? { phase: 'failed', message: problem } : { phase: 'idle' });
  }

  // A refusal stays beside the file, naming what in it is wrong, while the organiser looks at it.
  const upload = useMutation({
    mutationFn: ({ chosen, dryRun }: { chosen: File; dryRun: boolean }) =>
      importSetup(chosen, dryRun, {
        onProgress: ({ loaded, total }) =>
          setWork({ phase: 'uploading', percent: Math.floor((loaded / total) * 100) }),
        onSent: () => setWork({ phase: 'processing' }),
      }),
    onMutate: () => {
      setReport(null);
      setWork({ phase: 'uploading', percent: 0 });
    },
    onSuccess: async (result) => {
      setWork({ phase: 'idle' });
      setReport(result);
      if (result.dryRun) return;
      toast.show(t('setup.file.applied'), 'success');
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      // Everything may have changed: the teams, the images, the quizzes and their questions.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminReadsKey }),
        queryClient.invalidateQueries({ queryKey: siteQueries.publicSite().queryKey }),
      ]);
    },
    meta: { toastOnError: false },
    onError: (error) =>
      setWork({ phase: 'failed', message: apiErrorMessage(error, t, t('setup.file.failed')) }),
  });

  const canApply = report !== null && report.dryRun && file !== null && !busy;

  return (
    <section className="admin-card" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('setup.file.importHeading')}</h3>
      <p className="setup-note">{t('setup.file.importIntro')}</p>
      <label className="field">
        <span className="field-label">{t('setup.file.file')}</span>
        <input
          ref={fileInput}
          type="file"
          accept=".zip,application/zip"
          disabled={busy}
          onChange={(event) => handleFile(event.target.files?.[0])}
        />
      </label>
      <div className="admin-toolbar">
        <button
          type="button"
          className="button button-secondary"
          disabled={!file || busy}
          onClick={() => file && upload.mutate({ chosen: file, dryRun: true })}
        >
          {t('setup.file.check')}
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={!canApply}
          onClick={() => file && upload.mutate({ chosen: file, dryRun: false })}
        >
          {t('setup.file.apply')}
        </button>
      </div>
      <div role="status" className="registry-status">
        <UploadProgress
          id={id}
          work={work}
          uploadingLabel={t('setup.file.uploading')}
          processingLabel={t('setup.file.processing')}
        />
        {report && <SetupImportSummary report={report} />}
      </div>
      {work.phase === 'failed' && (
        <p role="alert" className="field-error">
          {work.message}
        </p>
      )}
    </section>
  );
}
