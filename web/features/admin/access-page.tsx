// /admin/access: the quiz switches, the employee registry, phones' sign-in limits and the admins.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/toast/toast-provider';
import { adminApi, formatTime, type RegistryReport } from './admin-api';
import { PhoneForm } from './phone-form';
import { SignInLimits } from './sign-in-limits';
import { useFailureToast } from './use-failure-toast';

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

function Registry() {
  const { t } = useTranslation();
  const toast = useToast();
  const onError = useFailureToast();
  const id = useId();
  const [csv, setCsv] = useState('');
  const [preview, setPreview] = useState<RegistryReport | null>(null);
  const [code, setCode] = useState('');
  const [found, setFound] = useState<Awaited<ReturnType<typeof adminApi.findCode>> | null>(null);

  async function handleFile(file: File | undefined) {
    if (!file) return;
    setCsv(await file.text());
    setPreview(null);
  }

  async function handlePreview() {
    try {
      setPreview(await adminApi.previewRegistry(csv));
    } catch (error) {
      onError(error);
    }
  }

  async function handleApply() {
    try {
      const report = await adminApi.applyRegistry(csv);
      toast.show(t('admin.registryApplied', { added: report.added }), 'success');
      setPreview(null);
      setCsv('');
    } catch (error) {
      onError(error);
    }
  }

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
    if (!found || !window.confirm(t('admin.resetConfirm', { code: found.code }))) return;
    try {
      setFound({ ...found, ...(await adminApi.resetCode(found.code)) });
      toast.show(t('admin.resetDone'), 'success');
    } catch (error) {
      onError(error);
    }
  }

  return (
    <div className="admin-card">
      <h3>{t('admin.registryHeading')}</h3>
      <label className="field">
        <span className="field-label">{t('admin.registryFile')}</span>
        <input
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => void handleFile(event.target.files?.[0])}
        />
      </label>
      <label className="field" htmlFor={`${id}-csv`}>
        <span className="field-label">{t('admin.registryText')}</span>
      </label>
      <textarea
        id={`${id}-csv`}
        className="admin-textarea"
        rows={5}
        value={csv}
        onChange={(event) => {
          setCsv(event.target.value);
          setPreview(null);
        }}
      />
      <div className="admin-toolbar">
        <button
          type="button"
          className="button button-secondary"
          disabled={!csv.trim()}
          onClick={() => void handlePreview()}
        >
          {t('admin.preview')}
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={!preview}
          onClick={() => void handleApply()}
        >
          {t('admin.apply')}
        </button>
      </div>
      {preview && (
        <div role="status" className="registry-report">
          <p>
            {t('admin.report', {
              added: preview.added,
              present: preview.alreadyPresent,
              invalid: preview.invalid.length,
            })}
          </p>
          {preview.invalid.length > 0 && (
            <ul>
              {preview.invalid.slice(0, 20).map((row) => (
                <li key={row.line}>
                  {t('admin.invalidRow', { line: row.line, value: row.value, reason: row.reason })}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
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
          {found.registeredBy ? ` — ${found.registeredBy.name}` : ''}{' '}
          {found.status === 'registered' && (
            <button type="button" className="button button-link" onClick={() => void handleReset()}>
              {t('admin.reset')}
            </button>
          )}
        </p>
      )}
    </div>
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
      <Registry />
      <SignInLimits />
      <Admins />
    </div>
  );
}
