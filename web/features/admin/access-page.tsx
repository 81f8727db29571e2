// /admin/access: where quizzes are opened, the employee registry, phones' sign-in limits and the admins.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminSection } from '../../components/admin-section';
import { QueryBoundary } from '../../components/query-boundary';
import { useEventTimeFormat } from '../../lib/event-time';
import { accessQueries, useGrantAdmin, useRevokeAdmin } from './admin-api';
import { PhoneForm } from './phone-form';
import { CodeLookup } from './code-lookup';
import { RegistryCard } from './registry-card';
import { SignInLimits } from './sign-in-limits';
import { Button } from '../../components/button';

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

function Admins() {
  const formatTime = useEventTimeFormat();
  const { t } = useTranslation();
  const admins = useQuery(accessQueries.admins());
  // A new key empties the form once a grant succeeded.
  const [formKey, setFormKey] = useState(0);
  const grant = useGrantAdmin({ onSuccess: () => setFormKey((key) => key + 1) });
  const revoke = useRevokeAdmin();
  return (
    <div className="admin-card">
      <h3>{t('admin.adminsHeading')}</h3>
      <QueryBoundary query={admins}>
        {(list) => (
          <ul className="admin-list">
            {list.map((admin) => (
              <li key={admin.phone}>
                <span>
                  {admin.phone}{' '}
                  <small>
                    ({admin.grantedBy}, {formatTime(admin.grantedAt)})
                  </small>
                </span>
                <Button look="link" onClick={() => revoke.mutate(admin.phone)}>
                  {t('admin.revoke')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryBoundary>
      <PhoneForm
        key={formKey}
        submitLabel={t('admin.grant')}
        primary
        onSubmit={(phone) => grant.mutate(phone)}
      />
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
      <Admins />
    </AdminSection>
  );
}
