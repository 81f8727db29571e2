// The employee registry upload: a CSV file or pasted codes, previewed, then applied, with progress.
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  REGISTRY_MAX_BYTES,
  type RegistryInvalidRow,
  type RegistryReport,
} from '../../../common/registry';
import { useToast } from '../../components/toast/toast-provider';
import { apiErrorMessage } from '../../lib/api-error-message';
import { uploadRegistry } from './admin-api';
import { isBusy, UploadProgress, type UploadWork } from '../../components/upload-progress';

type Work = UploadWork;

const REASONS = {
  empty: 'empty',
  'not a valid employee code': 'notACode',
  'too long': 'tooLong',
} as const satisfies Record<RegistryInvalidRow['reason'], string>;

const counts = new Intl.NumberFormat('en-IN');

function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} kB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function Report({ report }: { report: RegistryReport }) {
  const { t } = useTranslation();
  const figures = {
    added: counts.format(report.added),
    present: counts.format(report.alreadyPresent),
    invalid: counts.format(report.invalidTotal),
  };
  return (
    <div className="registry-report">
      <h4>
        {report.dryRun
          ? t('admin.registryUpload.previewHeading')
          : t('admin.registryUpload.appliedHeading')}
      </h4>
      <p>
        {report.dryRun ? t('admin.report', figures) : t('admin.registryUpload.applied', figures)}
      </p>
      {report.alreadyPresent > 0 && (
        <p className="registry-note">{t('admin.registryUpload.presentNote')}</p>
      )}
    </div>
  );
}

function InvalidRows({ report }: { report: RegistryReport }) {
  const { t } = useTranslation();
  const id = useId();
  if (report.invalidTotal === 0) return null;
  return (
    <div className="registry-invalid">
      <p id={id} className="field-label">
        {report.invalidTotal > report.invalid.length
          ? t('admin.registryUpload.invalidFirst', {
              shown: counts.format(report.invalid.length),
              total: counts.format(report.invalidTotal),
            })
          : t('admin.registryUpload.invalidAll')}
      </p>
      {/* Focusable, so a keyboard can scroll a long list. */}
      <div className="registry-invalid-list" role="region" aria-labelledby={id} tabIndex={0}>
        <ul>
          {report.invalid.map((row) => (
            <li key={row.line}>
              {t('admin.invalidRow', {
                line: row.line,
                value: row.value,
                reason: t(`admin.registryUpload.reasons.${REASONS[row.reason]}`),
              })}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** `children` follow the upload inside the same card (the code lookup). */
export function RegistryCard({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const toast = useToast();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState('');
  const [work, setWork] = useState<Work>({ phase: 'idle' });
  const [report, setReport] = useState<RegistryReport | null>(null);

  const busy = isBusy(work);
  const tooLarge = file !== null && file.size > REGISTRY_MAX_BYTES;
  const ready = (file !== null || text.trim() !== '') && !tooLarge && !busy;

  function clearFile() {
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
  }

  function handleFile(chosen: File | undefined) {
    setFile(chosen ?? null);
    setText('');
    setReport(null);
    setWork(
      chosen && chosen.size > REGISTRY_MAX_BYTES
        ? {
            phase: 'failed',
            message: t('admin.registryUpload.tooLarge', {
              size: formatSize(chosen.size),
              limit: formatSize(REGISTRY_MAX_BYTES),
            }),
          }
        : { phase: 'idle' },
    );
  }

  function handleText(value: string) {
    setText(value);
    if (file) clearFile();
    setReport(null);
    setWork({ phase: 'idle' });
  }

  // A refusal stays beside the upload, with its line, rather than in a passing toast: the organiser
  // fixes the file with it in view.
  const upload = useMutation({
    mutationFn: (mode: 'preview' | 'apply') =>
      uploadRegistry(mode, file ?? text, {
        onProgress: ({ loaded, total }) =>
          setWork({ phase: 'uploading', percent: Math.floor((loaded / total) * 100) }),
        onSent: () => setWork({ phase: 'processing' }),
      }),
    onMutate: () => {
      setReport(null);
      setWork({ phase: 'uploading', percent: 0 });
    },
    onSuccess: (result, mode) => {
      setWork({ phase: 'idle' });
      setReport(result);
      if (mode === 'apply') {
        toast.show(t('admin.registryApplied', { added: counts.format(result.added) }), 'success');
        clearFile();
        setText('');
      }
    },
    meta: { toastOnError: false },
    onError: (error) =>
      setWork({
        phase: 'failed',
        message: apiErrorMessage(error, t, t('admin.registryUpload.failed')),
      }),
  });

  return (
    <div className="admin-card">
      <h3>{t('admin.registryHeading')}</h3>
      <label className="field">
        <span className="field-label">{t('admin.registryFile')}</span>
        <input
          ref={fileInput}
          type="file"
          accept=".csv,text/csv"
          disabled={busy}
          onChange={(event) => handleFile(event.target.files?.[0])}
        />
      </label>
      {file && (
        <p className="registry-file">
          {t('admin.registryUpload.chosen', { name: file.name, size: formatSize(file.size) })}
        </p>
      )}
      <label className="field" htmlFor={`${id}-csv`}>
        <span className="field-label">{t('admin.registryText')}</span>
      </label>
      <textarea
        id={`${id}-csv`}
        className="admin-textarea"
        rows={5}
        value={text}
        disabled={busy}
        onChange={(event) => handleText(event.target.value)}
      />
      <div className="admin-toolbar">
        <button
          type="button"
          className="button button-secondary"
          disabled={!ready}
          onClick={() => upload.mutate('preview')}
        >
          {t('admin.preview')}
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={!report?.dryRun || busy}
          onClick={() => upload.mutate('apply')}
        >
          {t('admin.apply')}
        </button>
      </div>
      {/* Announced as each phase begins and when the report arrives; the percentages are not. */}
      <div role="status" className="registry-status">
        <UploadProgress
          id={id}
          work={work}
          uploadingLabel={t('admin.registryUpload.uploading')}
          processingLabel={t('admin.registryUpload.processing')}
        />
        {report && <Report report={report} />}
      </div>
      {work.phase === 'failed' && (
        <p role="alert" className="field-error">
          {work.message}
        </p>
      )}
      {report && <InvalidRows report={report} />}
      {children}
    </div>
  );
}
