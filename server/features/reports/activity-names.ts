// The audit log's entries as the activity log words them: each entry's action with the names and
// numbers its sentence needs, read from its detail and from the people, teams and quizzes it names
// (their names now; a registration's names as the change recorded them). The browser makes the
// sentence; nothing here is worded.
import type { ActivityEntry, ActivityKind, ActivityName } from '../../../common/admin-api.js';
import type { Db } from '../../db/database.js';
import { displayNames } from '../admin/organiser-names.js';

/** The kind of change each action's first word makes. */
const KINDS: Record<string, ActivityKind> = {
  admin: 'access',
  organiser: 'access',
  'sign-in-limits': 'access',
  registration: 'people',
  attempt: 'people',
  registry: 'registry',
  quiz: 'quizzes',
  question: 'quizzes',
  setup: 'setup',
  team: 'setup',
  brand: 'setup',
  slogan: 'setup',
  video: 'setup',
  screen: 'venue',
  announcement: 'venue',
  game: 'venue',
  engage: 'venue',
};

const kindOf = (action: string): ActivityKind | null => KINDS[action.split('.')[0]!] ?? null;

/** The actions' first words of a kind, for the log's filter. */
export const prefixesOf = (kind: ActivityKind): string[] =>
  Object.entries(KINDS)
    .filter(([, of]) => of === kind)
    .map(([prefix]) => prefix);

export type AuditRow = { id: string; at: number; actor: string; action: string; detail: string };

type Detail = Record<string, unknown>;

const objectOf = (value: unknown): Detail =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Detail) : {};
const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;
const numberOf = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
/** A name kept in two languages ({ en, hi }), or one. */
const nameOf = (value: unknown): ActivityName | undefined => {
  const text = textOf(value);
  if (text) return text;
  const { en, hi } = objectOf(value);
  return typeof en === 'string' && en !== '' ? { en, hi: textOf(hi) ?? en } : undefined;
};

function parseDetail(json: string): Detail {
  try {
    return objectOf(JSON.parse(json));
  } catch {
    return {};
  }
}

/** What an entry names, before the names are looked up: ids of quizzes, teams and people, phones. */
type Mentions = {
  quizzes: Map<string, string>;
  teams: Map<string, string>;
  people: Map<string, string>;
  phones: Map<string, string>;
  names: Record<string, ActivityName>;
  counts: Record<string, number>;
};

/** Reads what an action's detail mentions, by the part each plays in its sentence. */
function mentionsOf(action: string, detail: Detail): Mentions {
  const m: Mentions = {
    quizzes: new Map(),
    teams: new Map(),
    people: new Map(),
    phones: new Map(),
    names: {},
    counts: {},
  };
  const before = objectOf(detail.before);
  const after = objectOf(detail.after);
  const put = (part: string, name: ActivityName | undefined) => {
    if (name !== undefined) m.names[part] = name;
  };
  const count = (part: string, value: number | undefined) => {
    if (value !== undefined) m.counts[part] = value;
  };
  const [subject] = action.split('.');
  const quiz = textOf(detail.quiz);
  if (quiz) {
    m.quizzes.set('quiz', quiz);
    put('quiz', nameOf(after.title) ?? nameOf(before.title));
  }
  switch (subject) {
    case 'admin':
      if (textOf(detail.phone)) m.phones.set('organiser', textOf(detail.phone)!);
      break;
    case 'organiser':
      put('name', textOf(detail.after));
      break;
    case 'sign-in-limits':
      if (textOf(before.phone ?? after.phone))
        m.phones.set('person', textOf(before.phone ?? after.phone)!);
      break;
    case 'registration':
    case 'attempt':
    case 'registry': {
      const registration = objectOf(before.registration ?? before);
      put('person', textOf(after.name) ?? textOf(registration.name));
      if (!m.names.person && textOf(detail.uid)) m.people.set('person', textOf(detail.uid)!);
      put('code', textOf(before.code) ?? textOf(after.code));
      if (action === 'registration.correct' && before.team !== after.team) {
        put('from', textOf(before.teamLabel));
        put('to', textOf(after.teamLabel));
        if (textOf(before.team)) m.teams.set('from', textOf(before.team)!);
        if (textOf(after.team)) m.teams.set('to', textOf(after.team)!);
      }
      if (action === 'attempt.void' && textOf(before.quizId))
        m.quizzes.set('quiz', textOf(before.quizId)!);
      count('added', numberOf(detail.added));
      count('present', numberOf(detail.alreadyPresent));
      count('invalid', numberOf(detail.invalid));
      break;
    }
    case 'quiz':
      if (textOf(detail.from)) m.quizzes.set('from', textOf(detail.from)!);
      count('plays', numberOf(detail.plays));
      if (action === 'quiz.switch' && typeof after.open === 'boolean')
        count('open', after.open ? 1 : 0);
      break;
    case 'question': {
      const changed = Array.isArray(detail.changed) ? detail.changed.length : 0;
      count('count', (numberOf(detail.added) ?? 0) + changed);
      break;
    }
    case 'team': {
      const key = textOf(detail.key) ?? textOf(after.key);
      put('team', nameOf(after.office) ?? nameOf(before.office));
      if (key) m.teams.set('team', key);
      break;
    }
    case 'brand':
      put('slot', textOf(after.slot) ?? textOf(before.slot));
      break;
    case 'video':
      put('video', textOf(after.title) ?? textOf(before.title));
      break;
    case 'screen':
      put('screen', textOf(after.name) ?? textOf(before.name));
      break;
    case 'announcement':
      put('text', nameOf(after.text) ?? nameOf(before.text));
      break;
    case 'game':
      put('quiz', nameOf(detail.title));
      put('text', textOf(detail.question));
      break;
    case 'engage':
      // The activity's title; a moderation names the activity and what was moderated.
      put('title', nameOf(after.title) ?? nameOf(before.title) ?? nameOf(detail.title));
      put('text', textOf(detail.text) ?? textOf(detail.word));
      break;
  }
  return m;
}

/** Looks up the quizzes', teams' and people's names now, each table read once for every entry. */
async function lookUp(db: Db, all: Mentions[]) {
  const ids = (pick: (m: Mentions) => Map<string, string>) => [
    ...new Set(all.flatMap((m) => [...pick(m).values()])),
  ];
  const quizIds = ids((m) => m.quizzes);
  const teamKeys = ids((m) => m.teams);
  const uids = ids((m) => m.people);
  const quizzes = new Map<string, ActivityName>();
  if (quizIds.length > 0)
    for (const row of await db
      .selectFrom('quizzes')
      .select(['id', 'title_en', 'title_hi'])
      .where('id', 'in', quizIds)
      .execute())
      quizzes.set(row.id, { en: row.title_en, hi: row.title_hi || row.title_en });
  const teams = new Map<string, ActivityName>();
  if (teamKeys.length > 0)
    for (const row of await db
      .selectFrom('teams')
      .select(['key', 'office_en', 'office_hi'])
      .where('key', 'in', teamKeys)
      .execute())
      teams.set(row.key, { en: row.office_en, hi: row.office_hi || row.office_en });
  const people = new Map<string, string>();
  if (uids.length > 0)
    for (const row of await db
      .selectFrom('profiles')
      .select(['user_id', 'name'])
      .where('user_id', 'in', uids)
      .execute())
      people.set(row.user_id, row.name);
  return { quizzes, teams, people };
}

/** The entries as the activity log shows them, in the order given. */
export async function presentActivity(db: Db, rows: AuditRow[]): Promise<ActivityEntry[]> {
  const all = rows.map((row) => mentionsOf(row.action, parseDetail(row.detail)));
  const { quizzes, teams, people } = await lookUp(db, all);
  const phones = await displayNames(db, [
    ...rows.map((row) => row.actor),
    ...all.flatMap((m) => [...m.phones.values()]),
  ]);
  return rows.map((row, index) => {
    const m = all[index]!;
    const names = { ...m.names };
    // A thing that is still there is named as it is now; one that is gone, as the entry kept it.
    for (const [part, id] of m.quizzes) names[part] = quizzes.get(id) ?? names[part] ?? id;
    for (const [part, key] of m.teams) names[part] = teams.get(key) ?? names[part] ?? key;
    for (const [part, uid] of m.people) {
      const name = people.get(uid);
      if (name) names[part] = name;
    }
    for (const [part, phone] of m.phones) names[part] = phones.get(phone)!;
    return {
      id: row.id,
      at: row.at,
      actor: phones.get(row.actor)!,
      action: row.action,
      kind: kindOf(row.action),
      names,
      counts: m.counts,
    };
  });
}

/** Whether any name an entry mentions (in either language) holds the words searched for. */
export function mentions(entry: ActivityEntry, words: string): boolean {
  const wanted = words.trim().toLocaleLowerCase();
  return Object.values(entry.names).some((name) =>
    (typeof name === 'string' ? [name] : [name.en, name.hi]).some((text) =>
      text.toLocaleLowerCase().includes(wanted),
    ),
  );
}
