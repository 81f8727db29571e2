// The one way an organiser brings a file in: a file (or, where the import takes them, rows pasted
// instead) sent first as a preview that saves nothing, its report shown, then applied in one go;
// with the upload's progress, and a refusal kept beside the file while the organiser fixes it.
import type { UseMutationResult } from '@tanstack/react-query';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../lib/api-error-message';
import type { UploadOptions } from '../lib/upload-request';
import { isBusy, UploadProgress, type UploadWork } from './upload-progress';
import './import-card.css';
import { Button } from './button';

/**
 * What an import sends: the file (or the pasted rows), preview or apply, and its progress; an apply
 * carries the preview it applies (what the organiser confirmed).
 */
export type ImportRequest<Source = File> = {
  source: Source;
  dryRun: boolean;
  events: Pick<UploadOptions, 'onProgress' | 'onSent'>;
  /** The feature's own report, as the preview answered it. */
  previewed?: unknown;
};

/** A report says whether it was a preview: only a preview can be applied. */
type ImportReport = { dryRun: boolean };

/** The card's words, in the feature's own texts. */
type ImportTexts = {
  heading: string;
  /** The file picker's label. */
  file: string;
  preview: string;
  apply: string;
  /** Said while the file goes, and while the server reads it. */
  uploading: string;
  processing: string;
  /** The text of a failure with no text of its own. */
  failed: string;
  /** The report's heading, a preview's or an applied import's. */
  previewHeading: string;
  appliedHeading: string;
};

type Props<Report extends ImportReport, Source extends File | string> = {
  texts: ImportTexts;
  /** What comes between the heading and the file: what the import does, files to download. */
  intro?: ReactNode;
  accept: string;
  /** Why a chosen file is refused before any of it is sent (its type, its size), or null. */
  refuseFile: (file: File) => string | null;
  /** The chosen file as the card names it under the picker. */
  describeFile?: (file: File) => string;
  /**
   * More of what the import sends, under the file's picker (a question file's pictures); calling
   * `changed` clears the report, which no longer says what would be sent.
   */
  fields?: (changed: () => void) => ReactNode;
  /** The Apply button's words for a preview, where they depend on it (how many rows it applies). */
  applyLabel?: (report: Report) => string;
  /**
   * The label of a text box for rows pasted instead of a file, where the import takes them; no text
   * box without it.
   */
  pasteLabel?: string extends Source ? string : never;
  /**
   * The feature's import mutation (from its `*-api.ts`, which makes the reads stale once an import
   * is applied). Its failure shows in the card, so it opts out of the failure toast.
   */
  upload: Pick<UseMutationResult<Report, Error, ImportRequest<Source>>, 'mutate'>;
  /** Why a previewed report cannot be applied (rows to fix, nothing to do), said beside Apply. */
  applyBlocked?: (report: Report) => string | null;
  /** The report's summary under its heading, announced with the upload's progress. */
  summary: (report: Report) => ReactNode;
  /** What follows the card's alert: the report's rows. */
  details?: (report: Report) => ReactNode;
  /** An applied import: the card has emptied itself; the screen says so. */
  onApplied: (report: Report) => void;
  /** What follows the import inside the same card. */
  children?: ReactNode;
};

export function ImportCard<Report extends ImportReport, Source extends File | string>({
  texts,
  intro,
  accept,
  refuseFile,
  describeFile,
  fields,
  applyLabel,
  pasteLabel,
  upload,
  applyBlocked,
  summary,
  details,
  onApplied,
  children,
}: Props<Report, Source>) {
  const { t } = useTranslation();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState('');
  const [work, setWork] = useState<UploadWork>({ phase: 'idle' });
  const [report, setReport] = useState<Report | null>(null);
  const busy = isBusy(work);
  // Pasted rows go as they were typed; rows of blanks alone are nothing to send. (Text is typed
  // only where the import takes it, and so where a string is one of its sources.)
  const source = (file ?? (text.trim() === '' ? null : text)) as Source | null;
  const blocked = report?.dryRun ? (applyBlocked?.(report) ?? null) : null;
  const canApply = report !== null && report.dryRun && blocked === null && source !== null && !busy;

  function clearFile() {
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
  }

  function handleFile(chosen: File | undefined) {
    setText('');
    setReport(null);
    const problem = chosen ? refuseFile(chosen) : null;
    if (problem) clearFile();
    else setFile(chosen ?? null);
    setWork(problem ? { phase: 'failed', message: problem } : { phase: 'idle' });
  }

  function handleText(value: string) {
    setText(value);
    if (file) clearFile();
    setReport(null);
    setWork({ phase: 'idle' });
  }

  function handleFieldsChanged() {
    setReport(null);
    setWork({ phase: 'idle' });
  }

  function send(dryRun: boolean) {
    if (source === null) return;
    const previewed = dryRun ? undefined : (report ?? undefined);
    setReport(null);
    setWork({ phase: 'uploading', percent: 0 });
    const events = {
      onProgress: ({ loaded, total }: { loaded: number; total: number }) =>
        setWork({ phase: 'uploading', percent: Math.floor((loaded / total) * 100) }),
      onSent: () => setWork({ phase: 'processing' }),
    };
    upload.mutate(
      { source, dryRun, events, previewed },
      {
        onSuccess: (result) => {
          setWork({ phase: 'idle' });
          setReport(result);
          if (result.dryRun) return;
          clearFile();
          setText('');
          onApplied(result);
        },
        onError: (error) =>
          setWork({ phase: 'failed', message: apiErrorMessage(error, t, texts.failed) }),
      },
    );
  }

  return (
    <section className="admin-card" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{texts.heading}</h3>
      {intro}
      <label className="field">
        <span className="field-label">{texts.file}</span>
        <input
          ref={fileInput}
          type="file"
          accept={accept}
          disabled={busy}
          onChange={(event) => handleFile(event.target.files?.[0])}
        />
      </label>
      {file && describeFile && <p className="import-card-file">{describeFile(file)}</p>}
      {fields?.(handleFieldsChanged)}
      {pasteLabel && (
        <>
          <label className="field" htmlFor={`${id}-text`}>
            <span className="field-label">{pasteLabel}</span>
          </label>
          <textarea
            id={`${id}-text`}
            className="admin-textarea"
            rows={5}
            value={text}
            disabled={busy}
            onChange={(event) => handleText(event.target.value)}
          />
        </>
      )}
      <div className="admin-toolbar">
        <Button look="secondary" disabled={source === null || busy} onClick={() => send(true)}>
          {texts.preview}
        </Button>
        <Button
          look="primary"
          aria-describedby={blocked ? `${id}-blocked` : undefined}
          disabled={!canApply}
          onClick={() => send(false)}
        >
          {report?.dryRun && applyLabel ? applyLabel(report) : texts.apply}
        </Button>
      </div>
      {blocked && (
        <p id={`${id}-blocked`} className="import-card-note">
          {blocked}
        </p>
      )}
      {/* Announced as each phase begins and when the report arrives; the percentages are not. */}
      <div role="status" className="registry-status">
        <UploadProgress
          id={id}
          work={work}
          uploadingLabel={texts.uploading}
          processingLabel={texts.processing}
        />
        {report && (
          <div className="registry-report">
            <h4>{report.dryRun ? texts.previewHeading : texts.appliedHeading}</h4>
            {summary(report)}
          </div>
        )}
      </div>
      {work.phase === 'failed' && (
        <p role="alert" className="field-error">
          {work.message}
        </p>
      )}
      {report && details?.(report)}
      {children}
    </section>
  );
}
