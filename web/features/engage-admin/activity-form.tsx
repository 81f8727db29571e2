// A new activity, or one being edited: its kind, its title in English and Hindi, a poll's options
// and choice, how much each person may send, a Q&A's moderation, the team points for taking part,
// and when it runs (now or at a time; until ended by hand or at a time, in the event's time zone).
// Once people have sent to it, its kind, options and points stay as they are.
import { useTranslation } from 'react-i18next';
import {
  ENGAGE_KINDS,
  ENGAGE_POINTS,
  ENGAGE_TITLE_CHARS,
  PER_PERSON,
  type EngageKind,
} from '../../../common/engage';
import { ActivityInput } from '../../../common/engage-input';
import { BilingualTextField } from '../../components/bilingual-text-field';
import { ChoiceField } from '../../components/choice-field';
import { DateTimeField } from '../../components/date-time-field';
import { FormButtons } from '../../components/form-buttons';
import { SwitchField } from '../../components/switch-field';
import { TextField } from '../../components/text-field';
import { useToast } from '../../components/toast/toast-provider';
import { useEventTimeFormat, useEventTimeZone } from '../../lib/event-time';
import { useFormFields } from '../../lib/use-form-fields';
import {
  CHOICES,
  ENDS,
  STARTS,
  activityFieldsOf,
  defaultPerPerson,
  isLimited,
  newActivityFields,
  toActivityInput,
  type ActivityFields,
} from './activity-fields';
import { PollOptionFields } from './poll-option-fields';
import { useCreateActivity, useSaveActivity, type AdminActivity } from './engage-admin-api';

type Props = {
  /** The activity edited; null for a new one. */
  editing: AdminActivity | null;
  /** Saved: the page shows it (and folds an edit away). */
  onSaved: (activity: AdminActivity) => void;
  onCancel: () => void;
};

export function ActivityForm({ editing, onSaved, onCancel }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const formatTime = useEventTimeFormat();
  const timeZone = useEventTimeZone() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const form = useFormFields({
    initial: () => (editing ? activityFieldsOf(editing, timeZone) : newActivityFields()),
    schema: ActivityInput,
    toInput: (fields: ActivityFields) => toActivityInput(fields, timeZone, editing?.startsAt),
    refusalCode: 'invalid_setup',
  });
  const { idOf: id, fields, change } = form;
  // People sent to it: the server refuses a change to its kind, options or points.
  const locked = editing !== null && editing.sends > 0;

  const saved = (activity: AdminActivity) => {
    toast.show(
      t(editing ? 'engage.form.saved' : 'engage.form.created', { title: activity.title.en }),
      'success',
    );
    if (!editing) form.reset(newActivityFields());
    onSaved(activity);
  };
  const create = useCreateActivity({ onSuccess: saved, onError: form.refuse });
  const save = useSaveActivity({ onSuccess: saved, onError: form.refuse });
  const busy = create.isPending || save.isPending;

  function submit(input: ActivityInput) {
    if (editing) save.mutate({ id: editing.id, input });
    else create.mutate(input);
  }

  function changeKind(kind: EngageKind) {
    // A limit still at the old kind's own follows the new kind's.
    const ownLimit = fields.perPerson === '' || fields.perPerson === defaultPerPerson(fields.kind);
    change({ kind, ...(ownLimit && { perPerson: defaultPerPerson(kind) }) }, 'kind');
  }

  const number = (
    name: 'perPerson' | 'points' | 'pointsCap',
    label: string,
    max: number,
    hint: string,
  ) => (
    <TextField
      {...form.field(name)}
      label={label}
      hint={hint}
      type="number"
      inputMode="numeric"
      min={name === 'perPerson' ? 1 : 0}
      max={max}
      step={1}
      readOnly={locked && name !== 'perPerson'}
      className="engage-number"
    />
  );

  const headingId = `${form.idPrefix}-heading`;
  const submitLabel = editing
    ? t('engage.form.save')
    : fields.start === 'at'
      ? t('engage.form.schedule')
      : t('engage.form.startNow');
  return (
    <form
      className="form admin-card engage-form"
      aria-labelledby={headingId}
      onSubmit={form.handleSubmit(submit)}
      noValidate
    >
      <h3 id={headingId} tabIndex={-1}>
        {editing
          ? t('engage.form.editHeading', { title: editing.title.en })
          : t('engage.form.newHeading')}
      </h3>
      <ChoiceField
        id={id('kind')}
        legend={t('engage.form.kind')}
        choices={ENGAGE_KINDS}
        value={fields.kind}
        onChange={changeKind}
        labelOf={(kind) => t(`engage.kinds.${kind}`)}
        hintOf={(kind) => t(`engage.kindHints.${kind}`)}
        disabled={locked}
        note={locked ? t('engage.form.locked') : null}
        error={form.errorOf('kind')}
      />
      <BilingualTextField
        fieldset={form.fieldset}
        name="title"
        labels={{
          en: t(`engage.form.title.${fields.kind}`),
          hi: t(`engage.form.titleHi.${fields.kind}`),
        }}
        maxLength={ENGAGE_TITLE_CHARS}
      />
      {fields.kind === 'poll' && (
        <>
          <PollOptionFields fieldset={form.fieldset} locked={locked} />
          <ChoiceField
            row
            id={id('multiple')}
            legend={t('engage.form.choice')}
            choices={CHOICES}
            value={fields.choice}
            onChange={(choice) => change({ choice }, 'multiple')}
            labelOf={(choice) => t(`engage.form.choices.${choice}`)}
            disabled={locked}
          />
        </>
      )}
      {isLimited(fields.kind) &&
        number(
          'perPerson',
          t(`engage.form.perPerson.${fields.kind}`),
          PER_PERSON[fields.kind].max,
          t('engage.form.perPersonHint', { max: PER_PERSON[fields.kind].max }),
        )}
      {fields.kind === 'qna' && (
        <>
          <SwitchField
            id={id('moderated')}
            label={t('engage.form.moderated')}
            hint={t('engage.form.moderatedHint')}
            checked={fields.moderated}
            onChange={(moderated) => change({ moderated })}
          />
          <SwitchField
            id={id('anonymous')}
            label={t('engage.form.anonymous')}
            hint={t('engage.form.anonymousHint')}
            checked={fields.anonymous}
            onChange={(anonymous) => change({ anonymous })}
          />
        </>
      )}
      {fields.kind !== 'reactions' && (
        <fieldset className="engage-fieldset">
          <legend>{t('engage.form.pointsHeading')}</legend>
          <p className="field-hint">{t('engage.form.pointsIntro')}</p>
          {number(
            'points',
            t('engage.form.points'),
            ENGAGE_POINTS.max,
            t('engage.form.pointsHint'),
          )}
          {number(
            'pointsCap',
            t('engage.form.pointsCap'),
            ENGAGE_POINTS.capMax,
            t('engage.form.pointsCapHint'),
          )}
        </fieldset>
      )}
      <fieldset className="engage-fieldset">
        <legend>{t('engage.form.when', { zone: timeZone })}</legend>
        {fields.start === 'started' ? (
          <p className="field-hint">
            {t('engage.form.startedAt', { time: formatTime(editing?.startsAt ?? 0) })}
          </p>
        ) : (
          <>
            <ChoiceField
              row
              id={id('start')}
              legend={t('engage.form.starts')}
              choices={STARTS}
              value={fields.start}
              onChange={(start) => change({ start }, 'startsAt')}
              labelOf={(start) => t(`engage.form.startChoices.${start}`)}
            />
            {fields.start === 'at' && (
              <DateTimeField {...form.field('startsAt')} label={t('engage.form.startsAt')} />
            )}
          </>
        )}
        <ChoiceField
          row
          id={id('end')}
          legend={t('engage.form.ends')}
          choices={ENDS}
          value={fields.end}
          onChange={(end) => change({ end }, 'endsAt')}
          labelOf={(end) => t(`engage.form.endChoices.${end}`)}
        />
        {fields.end === 'at' && (
          <DateTimeField {...form.field('endsAt')} label={t('engage.form.endsAt')} />
        )}
      </fieldset>
      <FormButtons submitLabel={submitLabel} busy={busy} onCancel={onCancel} />
    </form>
  );
}
