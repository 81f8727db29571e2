// Profile completion (/profile): employee ID checked against the registry, name, gender, RSO, photo.
import { useQuery } from '@tanstack/react-query';
import { startTransition, useActionState, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import type { Me } from '../../../common/api';
import { GENDERS } from '../../../common/genders';
import { ProfileInput } from '../../../common/profile-input';
import { useTeams } from '../../lib/teams';
import { EventLogo } from '../../components/event-logo';
import { FormField } from '../../components/form-field';
import { useToast } from '../../components/toast/toast-provider';
import { ApiError } from '../../lib/api';
import { apiErrorMessage, sharedMessageText } from '../../lib/api-error-message';
import { siteQueries } from '../../lib/site-api';
import { useLiveProfile, useMe } from '../auth/use-auth';
import { useSaveProfile } from './profile-api';
import { PhotoSection } from './photo-section';
import './profile.css';

type Fields = { employeeId: string; name: string; gender: string; team: string };
type FieldName = keyof Fields;
type FieldError = { field: FieldName; message: string };

const FIELD_NAMES: readonly string[] = [
  'employeeId',
  'name',
  'gender',
  'team',
] satisfies FieldName[];

/** The field a refusal is about: an unknown employee ID, or the field an invalid profile names. */
function refusedField(error: unknown): FieldName | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'invalid_employee_id') return 'employeeId';
  if (error.code === 'invalid_profile' && error.field && FIELD_NAMES.includes(error.field))
    return error.field as FieldName;
  return null;
}

export function ProfilePage() {
  const { t } = useTranslation();
  const { data: me, isPending } = useMe();
  useLiveProfile();

  if (isPending) {
    return (
      <p className="page-status" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (!me) return <p className="page-status">{t('profile.pleaseSignIn')}</p>;
  if (me.profile?.profileComplete) return <Navigate to="/home" replace />;
  return <ProfileForm me={me} />;
}

function ProfileForm({ me }: { me: Me }) {
  const { t } = useTranslation();
  const teams = useTeams();
  const toast = useToast();
  const navigate = useNavigate();
  // Without the event's content the photo section stays hidden: the photo is optional.
  const { data: site } = useQuery(siteQueries.publicSite());
  const id = useId();
  const [fields, setFields] = useState<Fields>({
    employeeId: me.profile?.employeeId ?? '',
    name: me.profile?.name ?? '',
    gender: me.profile?.gender ?? '',
    team: me.profile?.team ?? '',
  });
  const [photo, setPhoto] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const saveMutation = useSaveProfile(setProgress, t('profile.saveFailed'));
  // The form's action answers with the field to put right, if any; editing that field clears it.
  const [refusal, saveAction, saving] = useActionState(save, null);
  const [corrected, setCorrected] = useState<FieldError | null>(null);
  const fieldError = refusal === corrected ? null : refusal;

  function update(field: FieldName, value: string) {
    setFields((current) => ({ ...current, [field]: value }));
    if (fieldError?.field === field) setCorrected(fieldError);
  }

  // Dispatched from onSubmit rather than as the form's action: after an action React resets the
  // form, and a controlled <select> does not get its value back, so a refusal would lose choices.
  function submit(event: FormEvent) {
    event.preventDefault();
    startTransition(saveAction);
  }

  async function save(): Promise<FieldError | null> {
    const parsed = ProfileInput.safeParse(fields);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = issue.path[0] as FieldName;
      // The schema's messages are keys of the shared messages, shown in the chosen language.
      const message = sharedMessageText(issue.message, t) ?? issue.message;
      toast.show(message, 'error');
      document.getElementById(`${id}-${field}`)?.focus();
      return { field, message };
    }
    setProgress(photo ? 0 : null);
    try {
      await saveMutation.mutateAsync({ input: parsed.data, photo });
      toast.show(t('profile.saved'), 'success');
      await navigate('/home', { replace: true });
      return null;
    } catch (error) {
      // The refusal is toasted already; one about a field is also said beside it.
      setProgress(null);
      const field = refusedField(error);
      return field ? { field, message: apiErrorMessage(error, t, t('profile.saveFailed')) } : null;
    }
  }

  const errorOf = (field: FieldName) => (fieldError?.field === field ? fieldError.message : null);

  return (
    <div className="page profile">
      <EventLogo className="register-logo" />
      <form className="card form" onSubmit={submit} noValidate>
        <h1>{t('profile.title')}</h1>
        <p className="form-intro">{t('profile.intro')}</p>

        <FormField
          id={`${id}-employeeId`}
          label={t('profile.employeeId')}
          error={errorOf('employeeId')}
        >
          {(control) => (
            <input
              {...control}
              value={fields.employeeId}
              onChange={(event) => update('employeeId', event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
            />
          )}
        </FormField>

        <FormField id={`${id}-name`} label={t('profile.name')} error={errorOf('name')}>
          {(control) => (
            <input
              {...control}
              value={fields.name}
              onChange={(event) => update('name', event.target.value)}
              autoComplete="name"
            />
          )}
        </FormField>

        <FormField id={`${id}-gender`} label={t('profile.gender')} error={errorOf('gender')}>
          {(control) => (
            <select
              {...control}
              value={fields.gender}
              onChange={(event) => update('gender', event.target.value)}
            >
              <option value="">{t('profile.selectGender')}</option>
              {GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {t(`profile.genders.${gender}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>

        <FormField id={`${id}-team`} label={t('profile.rso')} error={errorOf('team')}>
          {(control) => (
            <select
              {...control}
              value={fields.team}
              onChange={(event) => update('team', event.target.value)}
            >
              <option value="">{t('profile.selectRso')}</option>
              {teams.teams.map((team) => (
                <option key={team.key} value={team.key}>
                  {teams.office(team.key)}
                </option>
              ))}
            </select>
          )}
        </FormField>

        {site?.profile.selfie && (
          <PhotoSection
            photo={photo}
            storedUrl={me.profile?.selfieUrl ?? null}
            progress={progress}
            onPhoto={setPhoto}
          />
        )}

        <button type="submit" className="button button-primary button-large" disabled={saving}>
          {saving ? t('profile.saving') : t('profile.submit')}
        </button>
      </form>
    </div>
  );
}
