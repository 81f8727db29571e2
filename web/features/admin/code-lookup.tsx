// Looking up an employee code, and resetting it to not registered: a code a registration holds is
// freed by removing that registration, which the confirmation says in team numbers.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CorrectionResult } from '../../../common/admin-api';
import { ConfirmDialog, useConfirmation } from '../../components/confirm-dialog';
import { useToast } from '../../components/toast/toast-provider';
import { describeTeamTotalChanges } from '../../lib/team-total-changes';
import {
  useCodeResetPreview,
  useEmployeeCodeLookup,
  useResetEmployeeCode,
  type CodeStatus,
} from './admin-api';
import { useTeams } from '../../lib/teams';
import { Button } from '../../components/button';

export function CodeLookup() {
  const { t } = useTranslation();
  const teams = useTeams();
  const toast = useToast();
  const [code, setCode] = useState('');
  const [found, setFound] = useState<CodeStatus | null>(null);
  const resetting = useConfirmation<CorrectionResult>();
  const lookup = useEmployeeCodeLookup({ onSuccess: setFound, onError: () => setFound(null) });
  // Asked as a dry run first, so the confirmation can say what the reset does to the teams.
  const askReset = useCodeResetPreview({ onSuccess: resetting.ask });
  const reset = useResetEmployeeCode({
    onSuccess: (status) => {
      setFound(status);
      toast.show(t('admin.resetDone'), 'success');
    },
  });

  function handleFind(event: FormEvent) {
    event.preventDefault();
    lookup.mutate(code);
  }

  const holder = found?.registeredBy ?? null;
  return (
    <>
      <form className="admin-toolbar" onSubmit={handleFind}>
        <label className="field">
          <span className="field-label">{t('admin.findCode')}</span>
          <input value={code} onChange={(event) => setCode(event.target.value)} />
        </label>
        <Button type="submit" look="secondary" disabled={!code.trim()}>
          {t('admin.find')}
        </Button>
      </form>
      {found && (
        <p role="status">
          {found.code}: <strong>{found.status}</strong>
          {holder && (
            <>
              {' — '}
              <Link to={`/admin/users/${holder.uid}`}>{holder.name}</Link>
            </>
          )}{' '}
          {found.status === 'registered' && (
            <Button look="link" onClick={() => askReset.mutate(found.code)}>
              {t('admin.reset')}
            </Button>
          )}
        </p>
      )}
      <ConfirmDialog
        title={t('admin.resetConfirm', { code: found?.code ?? '' })}
        description={
          holder
            ? `${t('admin.resetRemoves', { name: holder.name })} ${describeTeamTotalChanges(resetting.subject?.effects ?? [], t, teams.office)}`
            : t('admin.resetFrees')
        }
        confirmLabel={t('admin.reset')}
        confirmation={resetting}
        onConfirm={() => found && reset.mutate(found.code)}
      />
    </>
  );
}
