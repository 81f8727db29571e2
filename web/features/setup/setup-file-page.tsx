// /admin/setup-file: the whole setup exported as one .zip file, and a file imported in its place:
// checked first (what it would replace), then applied in one go.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminSection } from '../../components/admin-section';
import { ImportCard } from '../../components/import-card';
import { useToast } from '../../components/toast/toast-provider';
import { SETUP_EXPORT_URL, SETUP_FILE_MAX_BYTES, useImportSetup } from './setup-api';
import { SetupImportSummary } from './setup-import-report';
import './setup.css';

export function SetupFilePage() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <AdminSection section="setupFile" className="setup">
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
    </AdminSection>
  );
}

function SetupImport() {
  const { t } = useTranslation();
  const toast = useToast();
  const upload = useImportSetup();

  function refuseFile(file: File): string | null {
    if (!file.name.toLowerCase().endsWith('.zip')) return t('setup.file.wrongType');
    return file.size > SETUP_FILE_MAX_BYTES ? t('setup.file.tooLarge') : null;
  }

  return (
    <ImportCard
      upload={upload}
      accept=".zip,application/zip"
      refuseFile={refuseFile}
      summary={(report) => <SetupImportSummary report={report} />}
      onApplied={() => toast.show(t('setup.file.applied'), 'success')}
      texts={{
        heading: t('setup.file.importHeading'),
        file: t('setup.file.file'),
        preview: t('setup.file.check'),
        apply: t('setup.file.apply'),
        uploading: t('setup.file.uploading'),
        processing: t('setup.file.processing'),
        failed: t('setup.file.failed'),
        previewHeading: t('setup.file.previewHeading'),
        appliedHeading: t('setup.file.appliedHeading'),
      }}
      intro={<p className="setup-note">{t('setup.file.importIntro')}</p>}
    />
  );
}
