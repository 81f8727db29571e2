// /admin/event: the event's name and time zone, the gallery's links, the terms and privacy texts
// (or the standard ones) in English and Hindi, and whether the profile asks for a photo.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EventSettingsInput } from '../../../common/setup';
import { FormField } from '../../components/form-field';
import { QueryBoundary } from '../../components/query-boundary';
import { useToast } from '../../components/toast/toast-provider';
import { fieldId, useFieldErrors } from '../../lib/field-errors';
import {
  eventFieldsOf,
  knownTimeZones,
  toEventSettingsInput,
  type EventFields,
} from './event-fields';
import { PageTextFields } from './page-text-fields';
import { saveEventSettings, setupQueries, type AdminSetupReply } from './setup-api';
import { useSetupSaved } from './use-setup-saved';
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

/** The ids a control names for its description: its error's (if any) and its hint's. */
const describedBy = (...ids: (string | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

function EventForm({ setup }: { setup: AdminSetupReply }) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const toast = useToast();
  const saved = useSetupSaved();
  const [timeZones] = useState(knownTimeZones);
  const [fields, setFields] = useState<EventFields>(() => eventFieldsOf(setup.site));
  const { errors, errorOf, check, refuse, clear } = useFieldErrors(idPrefix, 'invalid_setup');
  const id = (field: string) => fieldId(idPrefix, field);
  const save = useMutation({
    mutationFn: saveEventSettings,
    onSuccess: async (reply) => {
      setFields(eventFieldsOf(reply.site));
      await saved(reply);
      toast.show(t('setup.event.saved'), 'success');
    },
    onError: (error) => {
      refuse(error);
    },
  });

  /** `fields` (paths in the request) are the errors the change puts right. */
  function change(changes: Partial<EventFields>, ...edited: string[]) {
    setFields((current) => ({ ...current, ...changes }));
    for (const field of edited) clear(field);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const input = check(EventSettingsInput, toEventSettingsInput(fields));
    if (input) save.mutate(input);
  }

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
    <form className="form admin-card setup-wide" onSubmit={handleSubmit} noValidate>
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
        errors={errors}
        onChange={(pages, ...edited) => change({ pages }, ...edited)}
      />
      <div>
        <label className="switch-row">
          <input
            id={id('profile.selfie')}
            type="checkbox"
            role="switch"
            aria-describedby={`${idPrefix}-selfie-hint`}
            checked={fields.selfie}
            onChange={(event) => change({ selfie: event.target.checked }, 'profile.selfie')}
          />
          <span>{t('setup.event.selfie')}</span>
        </label>
        <p id={`${idPrefix}-selfie-hint`} className="setup-note">
          {t('setup.event.selfieHint')}
        </p>
      </div>
      <div>
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {t('setup.event.save')}
        </button>
      </div>
    </form>
  );
}
