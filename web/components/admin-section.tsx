// An admin section's page: headed by the section's name as the admin menu gives it, so the two
// never differ; the page's own look (its feature's class) beside the shared one.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminTexts } from '../locales/admin-bundle';

export type AdminSectionName = keyof AdminTexts['admin']['sections'];

type Props = { section: AdminSectionName; className?: string; children: ReactNode };

export function AdminSection({ section, className, children }: Props) {
  const { t } = useTranslation();
  return (
    <div className={className ? `admin-section ${className}` : 'admin-section'}>
      <h2>{t(`admin.sections.${section}`)}</h2>
      {children}
    </div>
  );
}
