// A Setup section's page: its heading and what it is for, then, once the setup is read, the screen's
// own part of it.
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminSection, type AdminSectionName } from '../../components/admin-section';
import { QueryBoundary } from '../../components/query-boundary';
import { setupQueries, type AdminSetupReply } from './setup-api';
import './setup.css';

type Props = {
  section: AdminSectionName;
  /** The text that says what the page is for, under its heading (while the setup is read too). */
  intro?: `setup.${'brand' | 'teams' | 'videos'}.intro`;
  /** The screen's own part, drawn with the setup once it is read. */
  body: ComponentType<{ setup: AdminSetupReply }>;
};

export function SetupScreen({ section, intro, body: Body }: Props) {
  const { t } = useTranslation();
  const setup = useQuery(setupQueries.setup());
  return (
    <AdminSection section={section} className="setup">
      {intro && <p className="setup-note">{t(intro)}</p>}
      <QueryBoundary query={setup}>{(loaded) => <Body setup={loaded} />}</QueryBoundary>
    </AdminSection>
  );
}
