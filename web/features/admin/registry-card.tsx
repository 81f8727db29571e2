// The employee registry upload: how many IDs it holds, and a CSV file or pasted codes, previewed, then
// applied, with progress.
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  REGISTRY_MAX_BYTES,
  type RegistryInvalidRow,
  type RegistryReport,
} from '../../../common/registry';
import { useToast } from '../../components/toast/toast-provider';
import { ImportCard } from '../../components/import-card';
import { accessQueries, useUploadRegistry } from './admin-api';
import { formatCount, formatCounts } from '../../lib/format-count';

const REASONS = {
  empty: 'empty',
  'not a valid employee code': 'notACode',
  'too long': 'tooLong',
} as const satisfies Record<RegistryInvalidRow['reason'], string>;

function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} kB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function Report({ report }: { report: RegistryReport }) {
  const { t } = useTranslation();
  const { added, alreadyPresent: present, invalidTotal: invalid } = report;
  const figures = formatCounts({ added, present, invalid });
  return (
    <>
      <p>
        {report.dryRun ? t('admin.report', figures) : t('admin.registryUpload.applied', figures)}
      </p>
      {report.alreadyPresent > 0 && (
        <p className="registry-note">{t('admin.registryUpload.presentNote')}</p>
      )}
    </>
  );
}

function InvalidRows({ report }: { report: RegistryReport }) {
  const { t } = useTranslation();
  const id = useId();
  if (report.invalidTotal === 0) return null;
  /** Line 7: "12AB" (not a valid employee code). */
  const describe = ({ line, value, reason }: RegistryInvalidRow) =>
    t('admin.invalidRow', {
      line,
      value,
      reason: t(`admin.registryUpload.reasons.${REASONS[reason]}`),
    });
  return (
    <div className="registry-invalid">
      <p id={id} className="field-label">
        {report.invalidTotal > report.invalid.length
          ? t('admin.registryUpload.invalidFirst', {
              shown: formatCount(report.invalid.length),
              total: formatCount(report.invalidTotal),
            })
          : t('admin.registryUpload.invalidAll')}
      </p>
      {/* Focusable, so a keyboard can scroll a long list. */}
      <div className="registry-invalid-list" role="region" aria-labelledby={id} tabIndex={0}>
        <ul>
          {report.invalid.map((row) => (
            <li key={row.line}>{describe(row)}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** How many employee IDs the registry holds, how many people registered with, how many are free. */
function RegistryCounts() {
  const { t } = useTranslation();
  const summary = useQuery(accessQueries.summary());
  // Only words beside the upload: a failed read leaves them out rather than fail the card.
  if (!summary.data) return null;
  const { total, registered, free } = summary.data.registry;
  return (
    <p className="registry-counts">
      {total === 0
        ? t('admin.access.registryEmpty')
        : t('admin.access.registryCounts', {
            count: total,
            ...formatCounts({ total, registered, free }),
          })}
    </p>
  );
}

/** `children` follow the upload inside the same card (the code lookup). */
export function RegistryCard({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const toast = useToast();
  // A refusal stays beside the upload, with its line, rather than in a passing toast: the organiser
  // fixes the file with it in view.
  const upload = useUploadRegistry();

  function refuseFile(file: File): string | null {
    if (file.size <= REGISTRY_MAX_BYTES) return null;
    return t('admin.registryUpload.tooLarge', {
      size: formatSize(file.size),
      limit: formatSize(REGISTRY_MAX_BYTES),
    });
  }

  return (
    <ImportCard
      upload={upload}
      intro={<RegistryCounts />}
      accept=".csv,text/csv"
      refuseFile={refuseFile}
      describeFile={(file) =>
        t('admin.registryUpload.chosen', { name: file.name, size: formatSize(file.size) })
      }
      pasteLabel={t('admin.registryText')}
      summary={(report) => <Report report={report} />}
      details={(report) => <InvalidRows report={report} />}
      onApplied={(report) =>
        toast.show(t('admin.registryApplied', { added: formatCount(report.added) }), 'success')
      }
      texts={{
        heading: t('admin.registryHeading'),
        file: t('admin.registryFile'),
        preview: t('admin.preview'),
        apply: t('admin.apply'),
        uploading: t('admin.registryUpload.uploading'),
        processing: t('admin.registryUpload.processing'),
        failed: t('admin.registryUpload.failed'),
        previewHeading: t('admin.registryUpload.previewHeading'),
        appliedHeading: t('admin.registryUpload.appliedHeading'),
      }}
    >
      {children}
    </ImportCard>
  );
}
