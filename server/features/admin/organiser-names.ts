// The name people see for a phone in the admin area: the organiser's own name, else the name the
// phone registered with as a player, else the phone itself with its middle hidden. Every screen that
// tells which organiser did something (the activity log, screen links, Access Control) asks here.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Reader = Kysely<Database> | Transaction<Database>;

/** "+919800000001" as "+91 98•••••001": enough to tell two phones apart, not enough to call one. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 6) return '•'.repeat(Math.max(digits.length, 3));
  // The last ten digits are the number; anything before them, its country code.
  const country = phone.startsWith('+') && digits.length > 10 ? `+${digits.slice(0, -10)} ` : '';
  const number = country ? digits.slice(-10) : digits;
  return `${country}${number.slice(0, 2)}${'•'.repeat(number.length - 5)}${number.slice(-3)}`;
}

/** Each phone's name as people see it, in one read of each table whatever the number of phones. */
export async function displayNames(
  db: Reader,
  phones: Iterable<string>,
): Promise<Map<string, string>> {
  const wanted = [...new Set(phones)];
  const names = new Map<string, string>();
  if (wanted.length === 0) return names;
  const organisers = await db
    .selectFrom('organiser_names')
    .select(['phone', 'name'])
    .where('phone', 'in', wanted)
    .execute();
  for (const row of organisers) names.set(row.phone, row.name);
  const rest = wanted.filter((phone) => !names.has(phone));
  if (rest.length > 0) {
    const players = await db
      .selectFrom('profiles')
      .select(['phone', 'name'])
      .where('phone', 'in', rest)
      .where('profile_complete', '=', 1)
      .execute();
    for (const row of players) names.set(row.phone, row.name);
  }
  for (const phone of wanted) if (!names.has(phone)) names.set(phone, maskPhone(phone));
  return names;
}

/** One phone's name as people see it. */
export async function displayName(db: Reader, phone: string): Promise<string> {
  return (await displayNames(db, [phone])).get(phone)!;
}

/** The name an organiser has as an organiser (set when granted, or by themselves); null if none. */
export async function organiserName(db: Reader, phone: string): Promise<string | null> {
  const row = await db
    .selectFrom('organiser_names')
    .select('name')
    .where('phone', '=', phone)
    .executeTakeFirst();
  return row?.name ?? null;
}

/** Gives the phone this organiser name, replacing any it had. */
export async function keepOrganiserName(
  trx: Reader,
  phone: string,
  name: string,
  now: number,
): Promise<void> {
  await trx
    .insertInto('organiser_names')
    .values({ phone, name, updated_at: now })
    .onConflict((oc) => oc.column('phone').doUpdateSet({ name, updated_at: now }))
    .execute();
}
