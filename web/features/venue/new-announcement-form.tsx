// "New announcement": the message in English (and in Hindi, if written), shown now or from a set
// time, until a set end or until an organiser ends it; times are the event's time zone's. A set time
// that has already passed is asked about first: sent, it shows now.
import { useTranslation } from 'react-i18next';
import { ANNOUNCEMENT_CHARS, AnnouncementInput } from '../../../common/venue';
import { fromLocalTime } from '../../../common/zoned-time';
import { ChoiceField } from '../../components/choice-field';
import { ConfirmDialog, useConfirmation } from '../../components/confirm-dialog';
import { DateTimeField } from '../../components/date-time-field';
import { FormButtons } from '../../components/form-buttons';
import { FormField } from '../../components/form-field';
import { useToast } from '../../components/toast/toast-provider';
import { useEventTimeFormat, useEventTimeZone } from '../../lib/event-time';
import { describedBy } from '../../lib/field-errors';
import { useFormFields } from '../../lib/use-form-fields';
import { useCreateAnnouncement } from './venue-api';

/** Shown as soon as it is sent, or from a set time. */
const WHEN = ['now', 'later'] as const;

/** The announcement as the form holds it: times as a datetime-local field gives them. */
type AnnouncementFields = {
  text: { en: string; hi: string };
  when: (typeof WHEN)[number];
  startsAt: string;
  endsAt: string;
};

const NEW_ANNOUNCEMENT: AnnouncementFields = {
  text: { en: '', hi: '' },
  when: 'now',
  startsAt: '',
  endsAt: '',
};

/** How few characters left makes the count speak up as the organiser types. */
const CHARS_WARNING = 20;

/** The moment a typed time names in the zone; NaN when it is not a whole time, so its check names it. */
function momentOf(typed: string, timeZone: string): number {
  // A browser that shows seconds would send them; the times are to the minute.
  const local = typed.slice(0, 16);
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)
    ? fromLocalTime(local, timeZone)
    : Number.NaN;
}

/**
 * Whether its set start has passed while its end (if any) has not: sent, it shows at once, which the
 * organiser is asked about. One that has ended too is sent as it is, for the server to refuse.
 */
function startHasPassed({ startsAt, endsAt }: AnnouncementInput): boolean {
  const now = Date.now();
  return startsAt !== null && startsAt <= now && (endsAt === null || endsAt > now);
}

function toAnnouncementInput(fields: AnnouncementFields, timeZone: string) {
  return {
    text: fields.text,
    startsAt: fields.when === 'now' ? null : momentOf(fields.startsAt, timeZone),
    endsAt: fields.endsAt === '' ? null : momentOf(fields.endsAt, timeZone),
  };
}

export function NewAnnouncementForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const formatTime = useEventTimeFormat();
  const timeZone = useEventTimeZone() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const form = useFormFields({
    initial: NEW_ANNOUNCEMENT,
    schema: AnnouncementInput,
    toInput: (typed: AnnouncementFields) => toAnnouncementInput(typed, timeZone),
    refusalCode: 'invalid_setup',
  });
  // A change names the request's paths whose errors it puts right.
  const { idOf: id, fields, change, errorOf } = form;
  const pastStart = useConfirmation<AnnouncementInput>();
  const send = useCreateAnnouncement({
    onSuccess: (created, input) => {
      form.reset(NEW_ANNOUNCEMENT);
      // The server shows a start already past from the moment it received it: that one was sent now.
      const scheduled = created.startsAt > created.createdAt;
      toast.show(
        input.startsAt === null
          ? t('venueAdmin.announcements.sent')
          : scheduled
            ? t('venueAdmin.announcements.scheduledFor', { time: formatTime(created.startsAt) })
            : t('venueAdmin.announcements.sentNow'),
        'success',
      );
    },
    onError: form.refuse,
  });
  const submit = (input: AnnouncementInput) => {
    if (startHasPassed(input)) pastStart.ask(input);
    else send.mutate(input);
  };

  const message = (language: 'en' | 'hi') => {
    const field = `text.${language}`;
    const countId = `${id(field)}-count`;
    const hintId = `${id(field)}-hint`;
    const length = fields.text[language].length;
    const left = ANNOUNCEMENT_CHARS - length;
    return (
      <FormField
        id={id(field)}
        label={t(`venueAdmin.announcements.${language === 'en' ? 'textEn' : 'textHi'}`)}
        error={errorOf(field)}
        optional={language === 'hi'}
      >
        {(control) => (
          <>
            <textarea
              {...control}
              aria-describedby={describedBy(
                control['aria-describedby'],
                language === 'hi' ? hintId : undefined,
                countId,
              )}
              className="admin-textarea"
              lang={language === 'hi' ? 'hi' : undefined}
              rows={3}
              maxLength={ANNOUNCEMENT_CHARS}
              value={fields.text[language]}
              onChange={(event) =>
                change({ text: { ...fields.text, [language]: event.target.value } }, field)
              }
            />
            {language === 'hi' && (
              <span id={hintId} className="venue-note">
                {t('venueAdmin.announcements.textHiHint')}
              </span>
            )}
            <span id={countId} className="venue-note venue-count">
              {t('venueAdmin.announcements.chars', { count: length, max: ANNOUNCEMENT_CHARS })}
            </span>
            <span role="status" className="visually-hidden">
              {left <= CHARS_WARNING && t('venueAdmin.announcements.charsLeft', { count: left })}
            </span>
          </>
        )}
      </FormField>
    );
  };

  /** The start, asked for when one is set; the end, which may be left empty. */
  const timeField = (name: 'startsAt' | 'endsAt') => (
    <DateTimeField
      {...form.field(name)}
      label={t(`venueAdmin.announcements.${name}`, { zone: timeZone })}
      {...(name === 'endsAt' && {
        clearLabel: t('venueAdmin.announcements.endsAtClear'),
        hint: t('venueAdmin.announcements.endsAtHint'),
      })}
    />
  );

  const headingId = `${form.idPrefix}-heading`;
  return (
    <>
      <form
        className="form admin-card"
        aria-labelledby={headingId}
        onSubmit={form.handleSubmit(submit)}
        noValidate
      >
        <h3 id={headingId}>{t('venueAdmin.announcements.newHeading')}</h3>
        {message('en')}
        {message('hi')}
        <ChoiceField
          row
          id={id('when')}
          legend={t('venueAdmin.announcements.when')}
          choices={WHEN}
          value={fields.when}
          onChange={(when) => change({ when }, 'startsAt')}
          labelOf={(when) => t(`venueAdmin.announcements.${when}`)}
        />
        {fields.when === 'later' && timeField('startsAt')}
        {timeField('endsAt')}
        <FormButtons
          submitLabel={
            fields.when === 'later'
              ? t('venueAdmin.announcements.schedule')
              : t('venueAdmin.announcements.send')
          }
          busy={send.isPending}
        />
      </form>
      <ConfirmDialog
        title={t('venueAdmin.announcements.pastStart')}
        description={t('venueAdmin.announcements.pastStartExplained', {
          time: pastStart.subject?.startsAt ? formatTime(pastStart.subject.startsAt) : '',
        })}
        confirmLabel={t('venueAdmin.announcements.sendNow')}
        confirmation={pastStart}
        onConfirm={(input) => send.mutate(input)}
      />
    </>
  );
}
