// Profile completion (/profile): employee ID checked against the registry, name, gender, RSO, photo.
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import type { Me } from '../../../common/api';
import { ProfileInput } from '../../../common/profile-input';
import { EventLogo } from '../../components/event-logo';
import { GenderOptions, TeamOptions } from '../../components/profile-options';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { useToast } from '../../components/toast/toast-provider';
import type { ApiError } from '../../lib/api';
import { fieldId, useFieldErrors } from '../../lib/field-errors';
import { siteQueries } from '../../lib/site-api';
import { useLiveProfile, useMe } from '../auth/use-auth';
import { useSaveProfile } from './profile-api';
import { isRegistryRefusal, registryRefusalText } from './profile-refusal';
import { PhotoSection } from './photo-section';
import { Button } from '../../components/button';
import './profile.css';

type Fields = { employeeId: string; name: string; gender: string; team: string };
type FieldName = keyof Fields;

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
  const { t, i18n } = useTranslation();
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
  // Every field in error says so beside it at once, the keyboard on the first; editing one clears it.
  const fieldErrors = useFieldErrors(id, 'invalid_profile');
  // The save has been sent and the home screen is on its way: the button stays busy.
  const [leaving, setLeaving] = useState(false);

  function update(field: FieldName, value: string) {
    setFields((current) => ({ ...current, [field]: value }));
    fieldErrors.clear(field);
  }

  // Sent from onSubmit rather than as the form's action: after an action React resets the form,
  // and a controlled <select> does not get its value back, so a refusal would lose choices.
  function submit(event: FormEvent) {
    event.preventDefault();
    const input = fieldErrors.check(ProfileInput, fields);
    if (input) void save(input);
  }

  // Awaited rather than given callbacks: the saved profile sends this form away before a callback of
  // its own would run, and the success must still be said.
  async function save(input: ProfileInput) {
    setProgress(photo ? 0 : null);
    try {
      await saveMutation.mutateAsync({ input, photo });
    } catch (error) {
      setProgress(null);
      // The registry's refusals are said beside the employee ID with what to do next; a refused
      // field beside it; anything else in the failure toast alone.
      if (isRegistryRefusal(error))
        fieldErrors.show({
          employeeId: registryRefusalText(error as ApiError, t, site, i18n.language),
        });
      else fieldErrors.refuse(error);
      return;
    }
    setLeaving(true);
    // A failure of an earlier try is over: only the success is left to say.
    toast.dismissAll('error');
    toast.show(t('profile.saved'), 'success');
    await navigate('/home', { replace: true });
  }
  const saving = saveMutation.isPending || leaving;

  /** A field's control: its id, the error beside it, its value and its change. */
  const control = (field: FieldName) => ({
    id: fieldId(id, field),
    error: fieldErrors.errorOf(field),
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
