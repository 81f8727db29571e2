// /admin/event: the event's name and time zone, the gallery's links, the terms and privacy texts
// (or the standard ones) in English and Hindi, and whether the profile asks for a photo.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EventSettingsInput } from '../../../common/setup';
import { FormButtons } from '../../components/form-buttons';
import { FormField } from '../../components/form-field';
import { QueryBoundary } from '../../components/query-boundary';
import { SwitchField } from '../../components/switch-field';
import { useToast } from '../../components/toast/toast-provider';
import { describedBy } from '../../lib/field-errors';
import { useFormFields } from '../../lib/use-form-fields';
import { eventFieldsOf, knownTimeZones, toEventSettingsInput } from './event-fields';
import { PageTextFields } from './page-text-fields';
import { setupQueries, useSaveEventSettings, type AdminSetupReply } from './setup-api';
import './setup.css';

export function EventPage() {
  const { t } = useTranslation();
  const setup = useQuery(setupQueries.setup());
  return (
    <div className="admin-section setup">
      <h2>{t('setup.event.heading')}</h2>
      <QueryBoundary query={setup}>{(loaded) => <EventForm setup={loaded} />}</QueryBoundary>
    </div>
  );
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
  // The fields are not the request's: each change names the paths whose errors it puts right.
  const { idPrefix, idOf: id, fields, change, errorOf } = form;
  const save = useSaveEventSettings({
    onSuccess: (reply) => {
      form.reset(eventFieldsOf(reply.site));
      toast.show(t('setup.event.saved'), 'success');
    },
    onError: form.refuse,
  });

  const link = (field: 'selfPhotoUrl' | 'eventPhotoUrl') => (
    <FormField
      id={id(`gallery.${field}`)}
      label={t(`setup.event.${field}`)}
      error={errorOf(`gallery.${field}`)}
    >
      {(control) => (
        <input
          {...control}
          type="url"
          inputMode="url"
          maxLength={2000}
          value={fields[field]}
          onChange={(event) => change({ [field]: event.target.value }, `gallery.${field}`)}
        />
      )}
    </FormField>
  );

  return (
    <form
      className="form admin-card setup-wide"
      onSubmit={form.handleSubmit(save.mutate)}
      noValidate
    >
      <FormField id={id('event.name')} label={t('setup.event.name')} error={errorOf('event.name')}>
        {(control) => (
          <input
            {...control}
            maxLength={200}
            value={fields.name}
            onChange={(event) => change({ name: event.target.value }, 'event.name')}
          />
        )}
      </FormField>
      <FormField
        id={id('event.timeZone')}
        label={t('setup.event.timeZone')}
        error={errorOf('event.timeZone')}
      >
        {(control) => (
          <>
            <input
              {...control}
              aria-describedby={describedBy(control['aria-describedby'], `${idPrefix}-zone-hint`)}
              list={`${idPrefix}-zones`}
              autoComplete="off"
              spellCheck={false}
              value={fields.timeZone}
              onChange={(event) => change({ timeZone: event.target.value }, 'event.timeZone')}
            />
            <datalist id={`${idPrefix}-zones`}>
              {timeZones.map((zone) => (
                <option key={zone} value={zone} />
              ))}
            </datalist>
            <span id={`${idPrefix}-zone-hint`} className="setup-note">
              {t('setup.event.timeZoneHint')}
            </span>
          </>
        )}
      </FormField>
      <fieldset className="setup-fieldset">
        <legend>{t('setup.event.galleryHeading')}</legend>
        {link('selfPhotoUrl')}
        {link('eventPhotoUrl')}
      </fieldset>
      <PageTextFields
        idPrefix={idPrefix}
        pages={fields.pages}
        errors={form.errors}
        onChange={(pages, ...edited) => change({ pages }, ...edited)}
      />
      <SwitchField
        id={id('profile.selfie')}
        label={t('setup.event.selfie')}
        hint={t('setup.event.selfieHint')}
        checked={fields.selfie}
        onChange={(selfie) => change({ selfie }, 'profile.selfie')}
        hintClassName="setup-note"
      />
      <FormButtons submitLabel={t('setup.event.save')} busy={save.isPending} />
    </form>
  );
}
