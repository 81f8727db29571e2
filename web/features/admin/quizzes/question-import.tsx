// Questions from a spreadsheet: a .csv or .xlsx file previewed first (what it adds and changes, and
// the rows to fix), then applied in one go; and the quiz's questions exported as CSV.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-provider';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { isBusy, UploadProgress, type UploadWork } from '../../../components/upload-progress';
import { ImportRows, ImportSummary } from './import-report';
import {
  importQuestions,
  QUESTION_FILE_MAX_BYTES,
  questionFileType,
  questionsCsvUrl,
  QUIZ_TEMPLATE_URL,
  quizEditorKeys,
  type ImportReport,
} from './quiz-editor-api';

type Work = UploadWork;

export function QuestionImport({ quizId }: { quizId: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [work, setWork] = useState<Work>({ phase: 'idle' });
  const [report, setReport] = useState<ImportReport | null>(null);
  const busy = isBusy(work);

  function handleFile(chosen: File | undefined) {
    setReport(null);
    const problem = !chosen
      ? null
      : questionFileType(chosen) === null
        ? t('quizEditor.import.wrongType')
        : chosen.size > QUESTION_FILE_MAX_BYTES
          ? t('quizEditor.import.tooLarge')
          : null;
    setFile(problem ? null : (chosen ?? null));
    setWork(problem ? { phase: 'failed', message: problem } : { phase: 'idle' });
  }

  // A refusal stays beside the file, with its line, while the organiser fixes the file.
  const upload = useMutation({
    mutationFn: ({ chosen, dryRun }: { chosen: File; dryRun: boolean }) =>
      importQuestions(quizId, chosen, dryRun, {
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
      toast.show(
        t('quizEditor.import.applied', { added: result.added, changed: result.changed }),
        'success',
      );
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      await queryClient.invalidateQueries({ queryKey: quizEditorKeys.all });
    },
    meta: { toastOnError: false },
    onError: (error) =>
      setWork({
        phase: 'failed',
        message: apiErrorMessage(error, t, t('quizEditor.import.failed')),
      }),
  });

  const blocked = report !== null && report.dryRun && report.invalidTotal > 0;
  const nothing = report !== null && report.dryRun && report.added + report.changed === 0;
  const canApply = report !== null && report.dryRun && !blocked && !nothing && file && !busy;

  return (
    <section className="admin-card" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('quizEditor.import.heading')}</h3>
      <p className="quiz-note">{t('quizEditor.import.intro')}</p>
      <p className="quiz-links">
        <a href={questionsCsvUrl(quizId)} download>
          {t('quizEditor.import.export')}
        </a>
        <a href={QUIZ_TEMPLATE_URL} download>
          {t('quizEditor.template')}
        </a>
      </p>
      <label className="field">
        <span className="field-label">{t('quizEditor.import.file')}</span>
        <input
          ref={fileInput}
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
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
          {t('quizEditor.import.preview')}
        </button>
        <button
          type="button"
          className="button button-primary"
          aria-describedby={blocked || nothing ? `${id}-blocked` : undefined}
          disabled={!canApply}
          onClick={() => file && upload.mutate({ chosen: file, dryRun: false })}
        >
          {t('quizEditor.import.apply')}
        </button>
      </div>
      {(blocked || nothing) && (
        <p id={`${id}-blocked`} className="quiz-note">
          {blocked ? t('quizEditor.import.fixFirst') : t('quizEditor.import.nothing')}
        </p>
      )}
      <div role="status" className="registry-status">
        <UploadProgress
          id={id}
          work={work}
          uploadingLabel={t('quizEditor.import.uploading')}
          processingLabel={t('quizEditor.import.processing')}
        />
        {report && <ImportSummary report={report} />}
      </div>
      {work.phase === 'failed' && (
        <p role="alert" className="field-error">
          {work.message}
        </p>
      )}
      {report?.dryRun && <ImportRows report={report} />}
    </section>
  );
}
