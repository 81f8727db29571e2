// /admin/users/:uid: one registered person, and the corrections an organiser can make on the day.
// Every correction is first asked as a dry run, so the confirmation says what it changes in numbers.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { CorrectionResult, PersonRecord } from '../../../common/admin-api';
import type { ProfileCorrection } from '../../../common/corrections';
import { GENDERS } from '../../../common/genders';
import { RSO_KEYS } from '../../../common/teams';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useToast } from '../../components/toast/toast-provider';
import { useFailureToast } from '../../components/toast/use-failure-toast';
import { adminApi } from './admin-api';
import { describeEffects } from './effects';

/** A correction asked about: its dry run, and the confirmation to make of what it would change. */
type Ask = {
  preview: () => Promise<CorrectionResult>;
  confirmation: (preview: CorrectionResult) => Pending;
};

/** A correction waiting for the organiser's confirmation. */
type Pending = {
  title: string;
  description: string;
  confirmLabel: string;
  apply: () => Promise<unknown>;
  done: string;
};

/** The fields the form changed, so an unchanged field is never sent. */
function changedFields(person: PersonRecord, form: Required<ProfileCorrection>): ProfileCorrection {
  const changes: ProfileCorrection = {};
  if (form.employeeId.trim() !== person.employeeId) changes.employeeId = form.employeeId.trim();
  if (form.name.trim() !== person.name) changes.name = form.name.trim();
  if (form.gender !== person.gender) changes.gender = form.gender;
  if (form.rso !== person.rso) changes.rso = form.rso;
  return changes;
}

function PersonForm({ person, onAsk }: { person: PersonRecord; onAsk: (ask: Ask) => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<Required<ProfileCorrection>>({
    employeeId: person.employeeId,
    name: person.name,
    gender: person.gender as Required<ProfileCorrection>['gender'],
    rso: person.rso,
  });
  const changes = changedFields(person, form);
  const set = (field: keyof ProfileCorrection) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  function handleSave(event: FormEvent) {
    event.preventDefault();
    onAsk({
      preview: () => adminApi.correctPerson(person.uid, changes, true),
      confirmation: (preview) => ({
        title: t('admin.person.confirmSave'),
        description: describeEffects(preview.effects, t),
        confirmLabel: t('admin.person.save'),
        apply: () => adminApi.correctPerson(person.uid, changes, false),
        done: t('admin.person.saved'),
      }),
    });
  }

  return (
    <form className="form admin-card" onSubmit={handleSave}>
      <h3>{t('admin.person.details')}</h3>
      <label className="field">
        <span className="field-label">{t('profile.employeeId')}</span>
        <input value={form.employeeId} onChange={(e) => set('employeeId')(e.target.value)} />
      </label>
      <label className="field">
        <span className="field-label">{t('profile.name')}</span>
        <input value={form.name} onChange={(e) => set('name')(e.target.value)} />
      </label>
      <label className="field">
        <span className="field-label">{t('profile.gender')}</span>
        <select value={form.gender} onChange={(e) => set('gender')(e.target.value)}>
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {t(`profile.genders.${gender}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field-label">{t('profile.rso')}</span>
        <select value={form.rso} onChange={(e) => set('rso')(e.target.value)}>
          {RSO_KEYS.map((rso) => (
            <option key={rso} value={rso}>
              {t(`rso.${rso}`)}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        className="button button-primary"
        disabled={Object.keys(changes).length === 0}
      >
        {t('admin.person.save')}
      </button>
    </form>
  );
}

export function PersonPage() {
  const { t } = useTranslation();
  const { uid = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const onError = useFailureToast();
  const queryClient = useQueryClient();
  const person = useQuery({
    queryKey: ['admin', 'person', uid],
    queryFn: () => adminApi.person(uid),
  });
  const [pending, setPending] = useState<Pending | null>(null);
  const ask = useMutation({
    mutationFn: ({ preview }: Ask) => preview(),
    onSuccess: (preview, { confirmation }) => setPending(confirmation(preview)),
    onError,
  });
  const apply = useMutation({
    mutationFn: ({ apply }: Pending) => apply(),
    onSuccess: async (_result, { done }) => {
      toast.show(done, 'success');
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError,
  });

  function handleConfirm() {
    if (!pending) return;
    setPending(null);
    apply.mutate(pending);
  }

  if (person.isError) {
    return (
      <div className="admin-section">
        <p role="alert">{t('admin.person.notFound')}</p>
        <Link to="/admin/users">{t('admin.person.backToList')}</Link>
      </div>
    );
  }
  const record = person.data;
  if (!record) return <p role="status">{t('common.loading')}</p>;

  return (
    <div className="admin-section">
      <p>
        <Link to="/admin/users">{t('admin.person.backToList')}</Link>
      </p>
      <h2>
        {record.name} <small>({record.employeeId})</small>
      </h2>
      <p>
        {record.phone} · {t(`rso.${record.rso}`)} ({record.team})
      </p>
      <PersonForm key={JSON.stringify(record)} person={record} onAsk={ask.mutate} />

      <div className="admin-card">
        <h3>{t('admin.person.plays')}</h3>
        {record.attempts.length === 0 ? (
          <p>{t('admin.none')}</p>
        ) : (
          <ul className="admin-list">
            {record.attempts.map((attempt) => (
              <li key={attempt.pool}>
                <span>
                  {t(`quiz.titles.${attempt.pool}`)}:{' '}
                  {attempt.status === 'completed'
                    ? t('admin.person.scored', { score: attempt.score })
                    : t('admin.disqualified')}
                </span>
                <button
                  type="button"
                  className="button button-link"
                  onClick={() =>
                    ask.mutate({
                      preview: () => adminApi.voidAttempt(record.uid, attempt.pool, true),
                      confirmation: (preview) => ({
                        title: t('admin.person.confirmVoid', {
                          quiz: t(`quiz.titles.${attempt.pool}`),
                        }),
                        description: `${t('admin.person.voidExplained')} ${describeEffects(preview.effects, t)}`,
                        confirmLabel: t('admin.person.void'),
                        apply: () => adminApi.voidAttempt(record.uid, attempt.pool, false),
                        done: t('admin.person.voided'),
                      }),
                    })
                  }
                >
                  {t('admin.person.void')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="admin-card">
        <h3>{t('admin.person.removeHeading')}</h3>
        <p>{t('admin.person.removeExplained')}</p>
        <button
          type="button"
          className="button button-secondary"
          onClick={() =>
            ask.mutate({
              preview: () => adminApi.removeRegistration(record.uid, true),
              confirmation: (preview) => ({
                title: t('admin.person.confirmRemove', { name: record.name }),
                description: `${t('admin.person.removeExplained')} ${describeEffects(preview.effects, t)}`,
                confirmLabel: t('admin.person.remove'),
                apply: async () => {
                  await adminApi.removeRegistration(record.uid, false);
                  await navigate('/admin/users');
                },
                done: t('admin.person.removed'),
              }),
            })
          }
        >
          {t('admin.person.remove')}
        </button>
      </div>

      <ConfirmDialog
        open={pending !== null}
        onClose={() => setPending(null)}
        title={pending?.title ?? ''}
        description={pending?.description ?? ''}
        cancelLabel={t('profile.cancel')}
        confirmLabel={pending?.confirmLabel ?? ''}
        onConfirm={handleConfirm}
      />
    </div>
  );
}
