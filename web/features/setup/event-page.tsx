// /admin/event: the event's name, time zone, days and itinerary, the gallery's links and whether it
// shows the photo walls' album, the terms and privacy texts (or the standard ones) in English and
// Hindi, whether the profile asks for a photo, whom a refused player asks, and whether the sign-in
// SMS carries the line a phone fills the code from.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EventSettingsInput } from '../../../common/setup';
import { FormButtons } from '../../components/form-buttons';
import { SwitchField } from '../../components/switch-field';
import { TextField } from '../../components/text-field';
import { useToast } from '../../components/toast/toast-provider';
import { useFormFields } from '../../lib/use-form-fields';
import { eventFieldsOf, knownTimeZones, toEventSettingsInput } from './event-fields';
import { ItineraryFields } from './itinerary-fields';
import { PageTextFields } from './page-text-fields';
import { useSaveEventSettings, type AdminSetupReply } from './setup-api';
import { SetupScreen } from './setup-screen';

export function EventPage() {
  return <SetupScreen section="event" body={EventForm} />;
}

function EventForm({ setup }: { setup: AdminSetupReply }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [timeZones] = useState(knownTimeZones);
  const form = useFormFields({
    initial: () => eventFieldsOf(setup.site),
    schema: EventSettingsInput,
    toInput: toEventSettingsInput,
    refusalCode: 'invalid_setup',
  });
  const save = useSaveEventSettings({
    onSuccess: (reply) => {
      form.reset(eventFieldsOf(reply.site));
      toast.show(t('setup.event.saved'), 'success');
    },
    onError: form.refuse,
  });

  // The fields are not the request's: each one's errors are under its path in the request.
  const { idPrefix, fields, field, change } = form;
  const link = (name: 'selfPhotoUrl' | 'eventPhotoUrl') => (
    <TextField
      {...field(name, `gallery.${name}`)}
      label={t(`setup.event.${name}`)}
      type="url"
      inputMode="url"
      maxLength={2000}
    />
  );

  return (
    <form
      className="form admin-card setup-wide"
      onSubmit={form.handleSubmit(save.mutate)}
      noValidate
    >
      <TextField {...field('name', 'event.name')} label={t('setup.event.name')} maxLength={200} />
      <TextField
        {...field('timeZone', 'event.timeZone')}
        label={t('setup.event.timeZone')}
        hint={t('setup.event.timeZoneHint')}
        list={`${idPrefix}-zones`}
        autoComplete="off"
        spellCheck={false}
      >
        <datalist id={`${idPrefix}-zones`}>
          {timeZones.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
      </TextField>
      <ItineraryFields fieldset={form.fieldset} />
      <fieldset className="setup-fieldset">
        <legend>{t('setup.event.galleryHeading')}</legend>
        {link('selfPhotoUrl')}
        {link('eventPhotoUrl')}
        <SwitchField
          id={form.idOf('gallery.album')}
          label={t('setup.event.album')}
          hint={t('setup.event.albumHint')}
          checked={fields.album}
          onChange={(album) => change({ album }, 'gallery.album')}
        />
      </fieldset>
      <PageTextFields
        idPrefix={idPrefix}
        pages={fields.pages}
        errors={form.errors}
        onChange={(pages, ...edited) => change({ pages }, ...edited)}
      />
      <SwitchField
        id={form.idOf('profile.selfie')}
        label={t('setup.event.selfie')}
        hint={t('setup.event.selfieHint')}
        checked={fields.selfie}
        onChange={(selfie) => change({ selfie }, 'profile.selfie')}
      />
      <fieldset className="setup-fieldset">
        <legend>{t('setup.event.contactHeading')}</legend>
        <p className="field-hint">{t('setup.event.contactHint')}</p>
        <TextField
          {...field('contactEn', 'contact.en')}
          label={t('setup.event.contactEn')}
          optional
          maxLength={200}
        />
        <TextField
          {...field('contactHi', 'contact.hi')}
          label={t('setup.event.contactHi')}
          optional
          maxLength={200}
        />
      </fieldset>
      <SwitchField
        id={form.idOf('signIn.webOtpLine')}
        label={t('setup.event.webOtpLine')}
        hint={t('setup.event.webOtpLineHint', { line: `@${location.hostname} #123456` })}
        checked={fields.webOtpLine}
        onChange={(webOtpLine) => change({ webOtpLine }, 'signIn.webOtpLine')}
      />
      <FormButtons submitLabel={t('setup.event.save')} busy={save.isPending} />
    </form>
  );
}
