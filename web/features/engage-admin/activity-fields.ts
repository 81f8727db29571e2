// An activity as its form holds it (numbers and times as their boxes give them), from an activity
// being edited or blank for a new one, and back to the ActivityInput the server takes.
import { PER_PERSON, POLL_OPTIONS, type EngageKind } from '../../../common/engage';
import { fromLocalTime, toLocalTime } from '../../../common/zoned-time';
import type { AdminActivity } from './engage-admin-api';

/** The kinds whose people each send several things, up to a limit of the organisers' choosing. */
const LIMITED_KINDS = ['cloud', 'qna', 'photos'] as const;
export type LimitedKind = (typeof LIMITED_KINDS)[number];
export const isLimited = (kind: EngageKind): kind is LimitedKind =>
  (LIMITED_KINDS as readonly string[]).includes(kind);

export const CHOICES = ['one', 'several'] as const;
export const STARTS = ['now', 'at'] as const;
export const ENDS = ['byHand', 'at'] as const;

/** An option's `id` keeps its boxes with it as others are removed. */
export type OptionFields = { id: number; en: string; hi: string };

export type ActivityFields = {
  kind: EngageKind;
  title: { en: string; hi: string };
  options: OptionFields[];
  choice: (typeof CHOICES)[number];
  /** Empty: the kind's own limit. */
  perPerson: string;
  moderated: boolean;
  anonymous: boolean;
  points: string;
  pointsCap: string;
  /** `started`: an activity that started already keeps its start. */
  start: (typeof STARTS)[number] | 'started';
  startsAt: string;
  end: (typeof ENDS)[number];
  endsAt: string;
};

let nextOptionId = 0;
export const optionFields = (en = '', hi = ''): OptionFields => ({ id: nextOptionId++, en, hi });

export const newActivityFields = (): ActivityFields => ({
  kind: 'poll',
  title: { en: '', hi: '' },
  options: Array.from({ length: POLL_OPTIONS.min }, () => optionFields()),
  choice: 'one',
  perPerson: '',
  moderated: true,
  anonymous: true,
  points: '0',
  pointsCap: '0',
  start: 'now',
  startsAt: '',
  end: 'byHand',
  endsAt: '',
});

/** The fields of an activity being edited; a poll keeps at least two option boxes. */
export function activityFieldsOf(activity: AdminActivity, timeZone: string): ActivityFields {
  const options = activity.options.map((option) => optionFields(option.en, option.hi));
  while (options.length < POLL_OPTIONS.min) options.push(optionFields());
  return {
    kind: activity.kind,
    title: { ...activity.title },
    options,
    choice: activity.multiple ? 'several' : 'one',
    perPerson: isLimited(activity.kind) ? String(activity.perPerson) : '',
    moderated: activity.moderated,
    anonymous: activity.anonymous,
    points: String(activity.points),
    pointsCap: String(activity.pointsCap),
    start: activity.status === 'scheduled' ? 'at' : 'started',
    startsAt: toLocalTime(activity.startsAt, timeZone),
    end: activity.endsAt === null ? 'byHand' : 'at',
    endsAt: activity.endsAt === null ? '' : toLocalTime(activity.endsAt, timeZone),
  };
}

/** The moment a typed time names in the zone; NaN when it is not a whole time, so its check names it. */
function momentOf(typed: string, timeZone: string): number {
  // A browser that shows seconds would send them; the times are to the minute.
  const local = typed.slice(0, 16);
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)
    ? fromLocalTime(local, timeZone)
    : Number.NaN;
}

/** A count typed in a number box: empty is `empty`, anything else as typed (the schema checks it). */
const countOf = (typed: string, empty: number | null) =>
  typed.trim() === '' ? empty : Number(typed);

/**
 * The request the fields make (still to be checked). `startedAt`: the start of one that has
 * started, sent unchanged.
 */
export function toActivityInput(fields: ActivityFields, timeZone: string, startedAt?: number) {
  const limited = isLimited(fields.kind);
  const startsAt =
    fields.start === 'started'
      ? (startedAt ?? null)
      : fields.start === 'now'
        ? null
        : momentOf(fields.startsAt, timeZone);
  return {
    kind: fields.kind,
    title: fields.title,
    options: fields.kind === 'poll' ? fields.options.map(({ en, hi }) => ({ en, hi })) : [],
    multiple: fields.kind === 'poll' && fields.choice === 'several',
    perPerson: limited ? countOf(fields.perPerson, null) : null,
    moderated: fields.kind === 'qna' ? fields.moderated : true,
    anonymous: fields.kind === 'qna' ? fields.anonymous : true,
    points: countOf(fields.points, 0),
    pointsCap: countOf(fields.pointsCap, 0),
    startsAt,
    endsAt: fields.end === 'byHand' ? null : momentOf(fields.endsAt, timeZone),
  };
}

/** The limit a kind starts with, as its box shows it. */
export const defaultPerPerson = (kind: EngageKind) =>
  isLimited(kind) ? String(PER_PERSON[kind].default) : '';
