// /admin/access: the quiz switches, the employee registry, phones' sign-in limits and the admins.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureToast } from '../../components/toast/use-failure-toast';
import { adminApi, formatTime } from './admin-api';
import { PhoneForm } from './phone-form';
import { CodeLookup } from './code-lookup';
import { RegistryCard } from './registry-card';
import { SignInLimits } from './sign-in-limits';

const POOLS = ['quiz1', 'quiz2', 'quiz3'] as const;

function GamesSwitches() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const onError = useFailureToast();
  const overview = useQuery({ queryKey: ['admin', 'overview'], queryFn: adminApi.overview });
  const save = useMutation({
    mutationFn: adminApi.setGames,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
    onError,
  });
  const games = overview.data?.games;
  if (!games) return <p role="status">{t('common.loading')}</p>;
  return (
    <fieldset className="admin-card">
      <legend>{t('admin.gamesHeading')}</legend>
      {POOLS.map((pool) => (
        <label key={pool} className="switch-row">
          <input
            type="checkbox"
            role="switch"
            checked={games[pool]}
            disabled={save.isPending}
            onChange={(event) => save.mutate({ ...games, [pool]: event.target.checked })}
          />
          <span>{t(`quiz.titles.${pool}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}

function Admins() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const onError = useFailureToast();
  const admins = useQuery({ queryKey: ['admin', 'admins'], queryFn: adminApi.admins });
  // A new key empties the form once a grant succeeded.
  const [formKey, setFormKey] = useState(0);
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: ['admin'] });
  const grant = useMutation({
    mutationFn: adminApi.grant,
    onSuccess: () => {
      setFormKey((key) => key + 1);
      void onSuccess();
    },
    onError,
  });
  const revoke = useMutation({ mutationFn: adminApi.revoke, onSuccess, onError });
  return (
    <div className="admin-card">
      <h3>{t('admin.adminsHeading')}</h3>
      <ul className="admin-list">
        {(admins.data ?? []).map((admin) => (
          <li key={admin.phone}>
            <span>
              {admin.phone}{' '}
              <small>
                ({admin.grantedBy}, {formatTime(admin.grantedAt)})
              </small>
            </span>
            <button
              type="button"
              className="button button-link"
              onClick={() => revoke.mutate(admin.phone)}
            >
              {t('admin.revoke')}
            </button>
          </li>
        ))}
      </ul>
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
  const { t } = useTranslation();
  return (
    <div className="admin-section">
      <h2>{t('admin.sections.access')}</h2>
      <GamesSwitches />
      <RegistryCard>
        <CodeLookup />
      </RegistryCard>
      <SignInLimits />
      <Admins />
    </div>
  );
}
