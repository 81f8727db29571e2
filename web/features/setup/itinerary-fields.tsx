// The event form's days and itinerary: the first and last day, and the programme's rows (day, time,
// what in English and Hindi), added, removed and moved here and saved with the rest of the form.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dateOfDay,
  eventDayCount,
  isCalendarDate,
  MAX_EVENT_DAYS,
  MAX_ITINERARY_ROWS,
  MAX_ITINERARY_TEXT,
} from '../../../common/event-itinerary';
import { Button } from '../../components/button';
import { FormField } from '../../components/form-field';
import { TextField } from '../../components/text-field';
import { fieldId } from '../../lib/field-errors';
import type { Fieldset } from '../../lib/use-form-fields';
import { rowFields, type EventFields, type ItineraryRowFields } from './event-fields';
import { ListItemButtons } from './list-item-buttons';
import type { Direction } from './use-reorder';

/** The days a row may be on: the event's, or (while its dates are being typed) the rows' own. */
function dayChoices(fields: EventFields): number[] {
  const dates = { first: fields.firstDay, last: fields.lastDay };
  const valid = isCalendarDate(dates.first) && isCalendarDate(dates.last);
  const count = valid ? Math.min(eventDayCount(dates), MAX_EVENT_DAYS) : 0;
  const highest = Math.max(count, ...fields.itinerary.map((row) => row.day), 1);
  return Array.from({ length: highest }, (_, i) => i + 1);
}

export function ItineraryFields({ fieldset }: { fieldset: Fieldset<EventFields> }) {
  const { t, i18n } = useTranslation();
  const { idPrefix, fields, errors, onChange } = fieldset;
  const rows = fields.itinerary;
  // After a move, the keyboard stays on the moved row's button (the other one at either end).
  const [focus, setFocus] = useState<string | null>(null);
  useEffect(() => {
    if (focus) document.getElementById(focus)?.focus();
  }, [focus]);

  const buttonId = (row: ItineraryRowFields, button: Direction | 'remove') =>
    `${idPrefix}-row-${row.id}-${button}`;
  const dateFormat = new Intl.DateTimeFormat(i18n.language === 'hi' ? 'hi-IN' : 'en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const dayName = (day: number) => {
    const dates = { first: fields.firstDay, last: fields.lastDay };
    const date = isCalendarDate(dates.first)
      ? ` · ${dateFormat.format(dateOfDay(dates, day))}`
      : '';
    return `${t('setup.event.day', { day })}${date}`;
  };

  /** The rows after a change; every path under the itinerary is put right by it. */
  function setRows(next: ItineraryRowFields[], ...edited: string[]) {
    onChange({ itinerary: next }, ...(edited.length > 0 ? edited : ['schedule.itinerary']));
  }
  function update(index: number, change: Partial<ItineraryRowFields>, path: string) {
    setRows(
      rows.map((row, i) => (i === index ? { ...row, ...change } : row)),
      `schedule.itinerary.${index}.${path}`,
    );
  }
  function move(index: number, by: -1 | 1) {
    const next = [...rows];
    const to = index + by;
    [next[index], next[to]] = [next[to]!, next[index]!];
    setRows(next);
    const atEnd = to === 0 || to === rows.length - 1;
    setFocus(buttonId(rows[index]!, by === -1 ? (atEnd ? 'down' : 'up') : atEnd ? 'up' : 'down'));
  }
  function add() {
    const last = rows.at(-1);
    const row = rowFields({ day: last?.day ?? 1, time: '', what: { en: '', hi: '' } });
    setRows([...rows, row]);
    setFocus(fieldId(idPrefix, `schedule.itinerary.${rows.length}.time`));
  }

  const days = dayChoices(fields);
  return (
    <fieldset className="setup-fieldset">
      <legend>{t('setup.event.scheduleHeading')}</legend>
      <p className="setup-note">{t('setup.event.scheduleHint')}</p>
      <div className="setup-dates">
        <TextField
          id={fieldId(idPrefix, 'schedule.dates.first')}
          error={errors['schedule.dates.first'] ?? null}
          label={t('setup.event.firstDay')}
          type="date"
          value={fields.firstDay}
          onChange={(firstDay) => onChange({ firstDay }, 'schedule.dates.first')}
        />
        <TextField
          id={fieldId(idPrefix, 'schedule.dates.last')}
          error={errors['schedule.dates.last'] ?? null}
          label={t('setup.event.lastDay')}
          type="date"
          value={fields.lastDay}
          onChange={(lastDay) => onChange({ lastDay }, 'schedule.dates.last')}
        />
      </div>
      {errors['schedule.itinerary'] && (
        <p className="field-error" role="alert">
          {errors['schedule.itinerary']}
        </p>
      )}
      <ol className="setup-itinerary">
        {rows.map((row, index) => {
          const path = (name: string) => `schedule.itinerary.${index}.${name}`;
          const name = t('setup.event.rowName', { position: index + 1 });
          return (
            <li key={row.id} className="setup-itinerary-row">
              <FormField
                id={fieldId(idPrefix, path('day'))}
                label={t('setup.event.rowDay')}
                error={errors[path('day')] ?? null}
              >
                {(control) => (
                  <select
                    {...control}
                    value={row.day}
                    onChange={(event) => update(index, { day: Number(event.target.value) }, 'day')}
                  >
                    {days.map((day) => (
                      <option key={day} value={day}>
                        {dayName(day)}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <TextField
                id={fieldId(idPrefix, path('time'))}
                error={errors[path('time')] ?? null}
                label={t('setup.event.rowTime')}
                type="time"
                value={row.time}
                onChange={(time) => update(index, { time }, 'time')}
              />
              <TextField
                id={fieldId(idPrefix, path('what.en'))}
                error={errors[path('what.en')] ?? null}
                label={t('setup.event.rowWhatEn')}
                maxLength={MAX_ITINERARY_TEXT}
                value={row.what.en}
                onChange={(en) => update(index, { what: { ...row.what, en } }, 'what.en')}
              />
              <TextField
                id={fieldId(idPrefix, path('what.hi'))}
                error={errors[path('what.hi')] ?? null}
                label={t('setup.event.rowWhatHi')}
                optional
                lang="hi"
                maxLength={MAX_ITINERARY_TEXT}
                value={row.what.hi}
                onChange={(hi) => update(index, { what: { ...row.what, hi } }, 'what.hi')}
              />
              <div className="setup-actions">
                <ListItemButtons
                  buttonId={(button) => buttonId(row, button)}
                  name={name}
                  position={index + 1}
                  total={rows.length}
                  onMove={(by) => move(index, by)}
                  removeName={t('setup.event.removeRow', { name })}
                  onRemove={() => {
                    setRows(rows.filter((other) => other !== row));
                    setFocus(fieldId(idPrefix, 'schedule.add'));
                  }}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <Button
        id={fieldId(idPrefix, 'schedule.add')}
        look="secondary"
        disabled={rows.length >= MAX_ITINERARY_ROWS}
        onClick={add}
      >
        {t('setup.event.addRow')}
      </Button>
    </fieldset>
  );
}
