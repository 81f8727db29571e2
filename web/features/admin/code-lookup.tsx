// Looking up an employee code, and resetting it to not registered: a code a registration holds is
// freed by removing that registration, which the confirmation says in team numbers.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CorrectionResult } from '../../../common/corrections';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useToast } from '../../components/toast/toast-provider';
import { adminApi } from './admin-api';
import { describeEffects } from './effects';
import { useFailureToast } from './use-failure-toast';

type Found = Awaited<ReturnType<typeof adminApi.findCode>>;

export function CodeLookup() {
  const { t } = useTranslation();
  const toast = useToast();
  const onError = useFailureToast();
  const [code, setCode] = useState('');
  const [found, setFound] = useState<Found | null>(null);
  const [preview, setPreview] = useState<CorrectionResult | null>(null);

  async function handleFind(event: FormEvent) {
    event.preventDefault();
    try {
      setFound(await adminApi.findCode(code));
    } catch (error) {
      setFound(null);
      onError(error);
    }
  }

  async function handleReset() {
    if (!found) return;
    try {
      setPreview(await adminApi.resetCode(found.code, true));
    } catch (error) {
      onError(error);
    }
  }

  async function handleConfirm() {
    if (!found) return;
    setPreview(null);
    try {
      await adminApi.resetCode(found.code);
      setFound(await adminApi.findCode(found.code));
      toast.show(t('admin.resetDone'), 'success');
    } catch (error) {
      onError(error);
    }
  }

  const holder = found?.registeredBy ?? null;
  return (
    <>
      <form className="admin-toolbar" onSubmit={(event) => void handleFind(event)}>
        <label className="field">
          <span className="field-label">{t('admin.findCode')}</span>
          <input value={code} onChange={(event) => setCode(event.target.value)} />
        </label>
        <button type="submit" className="button button-secondary" disabled={!code.trim()}>
          {t('admin.find')}
        </button>
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
            <button type="button" className="button button-link" onClick={() => void handleReset()}>
              {t('admin.reset')}
            </button>
          )}
        </p>
      )}
      <ConfirmDialog
        open={preview !== null}
        onClose={() => setPreview(null)}
        title={t('admin.resetConfirm', { code: found?.code ?? '' })}
        description={
          holder
            ? `${t('admin.resetRemoves', { name: holder.name })} ${describeEffects(preview?.effects ?? [], t)}`
            : t('admin.resetFrees')
        }
        cancelLabel={t('profile.cancel')}
        confirmLabel={t('admin.reset')}
        onConfirm={() => void handleConfirm()}
      />
    </>
  );
}
