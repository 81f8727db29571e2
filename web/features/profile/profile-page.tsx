// Profile completion (/profile): employee ID checked against the registry, name, gender, RSO, photo.
import { useQuery } from '@tanstack/react-query';
import { startTransition, useActionState, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import type { Me } from '../../../common/api';
import { ProfileInput } from '../../../common/profile-input';
import { EventLogo } from '../../components/event-logo';
import { GenderOptions, TeamOptions } from '../../components/profile-options';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { useToast } from '../../components/toast/toast-provider';
import { ApiError } from '../../lib/api';
import { apiErrorMessage, sharedMessageText } from '../../lib/api-error-message';
import { siteQueries } from '../../lib/site-api';
import { useLiveProfile, useMe } from '../auth/use-auth';
import { useSaveProfile } from './profile-api';
import { PhotoSection } from './photo-section';
import { Button } from '../../components/button';
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

  /** A field's control: its id, the error beside it, its value and its change. */
  const control = (field: FieldName) => ({
    id: `${id}-${field}`,
    error: fieldError?.field === field ? fieldError.message : null,
    value: fields[field],
    onChange: (value: string) => update(field, value),
  });

  return (
    <div className="page profile">
      <EventLogo className="register-logo" />
      <form className="card form" onSubmit={submit} noValidate>
        <h1>{t('profile.title')}</h1>
        <p className="form-intro">{t('profile.intro')}</p>
        {me.isAdmin && (
          <p className="profile-organiser">
            {t('profile.organiserNote')} <Link to="/admin">{t('profile.organiserLink')}</Link>
          </p>
        )}

        <TextField
          {...control('employeeId')}
          label={t('profile.employeeId')}
          autoComplete="off"
          autoCapitalize="characters"
        />

        <TextField {...control('name')} label={t('profile.name')} autoComplete="name" />

        <SelectField {...control('gender')} label={t('profile.gender')}>
          <option value="">{t('profile.selectGender')}</option>
          <GenderOptions />
        </SelectField>

        <SelectField {...control('team')} label={t('profile.rso')}>
          <option value="">{t('profile.selectRso')}</option>
          <TeamOptions />
        </SelectField>

        {site?.profile.selfie && (
          <PhotoSection
            photo={photo}
            storedUrl={me.profile?.selfieUrl ?? null}
            progress={progress}
            onPhoto={setPhoto}
          />
        )}

        <Button type="submit" look="primary" large disabled={saving}>
          {saving ? t('profile.saving') : t('profile.submit')}
        </Button>
      </form>
    </div>
  );
}
