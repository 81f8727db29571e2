// /admin/access: where quizzes are opened, the employee registry, phones' sign-in limits and the
// organisers, each in plain words with its counts.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminSection } from '../../components/admin-section';
import { CodeLookup } from './code-lookup';
import { OrganisersCard } from './organisers-card';
import { RegistryCard } from './registry-card';
import { SignInLimits } from './sign-in-limits';

/** Quizzes open, close and follow their schedules in the Quizzes section. */
function QuizzesPointer() {
  const { t } = useTranslation();
  return (
    <div className="admin-card">
      <h3>{t('admin.gamesHeading')}</h3>
      <p>
        <Link to="/admin/quizzes">{t('admin.gamesMoved')}</Link>
      </p>
    </div>
  );
}

export function AccessPage() {
  return (
    <AdminSection section="access">
      <QuizzesPointer />
      <RegistryCard>
        <CodeLookup />
      </RegistryCard>
      <SignInLimits />
      <OrganisersCard />
    </AdminSection>
  );
}
