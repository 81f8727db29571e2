import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migratedDatabasePerTest } from '../test/migrated-database.js';
import { compileOnce } from './compiled-query.js';

const open = migratedDatabasePerTest();

const insertSend = compileOnce(
  (db, values: { id: string; phone: string; ip: string; sentAt: number }) =>
    db
      .insertInto('sms_sends')
      .values({ id: values.id, phone: values.phone, ip: values.ip, sent_at: values.sentAt }),
);
const sendsSince = compileOnce((db, values: { phone: string; since: number }) =>
  db
    .selectFrom('sms_sends')
    .select(['id', 'sent_at'])
    .where('phone', '=', values.phone)
    .where('sent_at', '>', values.since)
    .orderBy('sent_at', 'desc')
    .limit(2),
);

describe('a query compiled once', () => {
  it('runs with each call its own values, and keeps the constants it was written with', async () => {
    const db = await open();
    for (const [id, phone, sentAt] of [
      ['a', '+919800000001', 10],
      ['b', '+919800000001', 20],
      ['c', '+919800000001', 30],
      ['d', '+919800000002', 40],
    ] as const)
      await insertSend(db, { id, phone, ip: '10.0.0.1', sentAt });
    expect((await sendsSince(db, { phone: '+919800000001', since: 0 })).rows).toEqual([
      { id: 'c', sent_at: 30 },
      { id: 'b', sent_at: 20 },
    ]);
    expect((await sendsSince(db, { phone: '+919800000001', since: 25 })).rows).toEqual([
      { id: 'c', sent_at: 30 },
    ]);
    expect((await sendsSince(db, { phone: '+919800000002', since: 0 })).rows).toEqual([
      { id: 'd', sent_at: 40 },
    ]);
  });

  it('runs inside a transaction, which rolls its writes back like any other', async () => {
    const db = await open();
    await db
      .transaction()
      .execute(async (trx) => {
        await insertSend(trx, { id: 'a', phone: '+919800000001', ip: '', sentAt: 1 });
        expect((await sendsSince(trx, { phone: '+919800000001', since: 0 })).rows).toHaveLength(1);
        throw new Error('roll back');
      })
      .catch(() => {});
    expect((await sendsSince(db, { phone: '+919800000001', since: 0 })).rows).toEqual([]);
  });

  it('counts the rows a write changed', async () => {
    const db = await open();
    const spend = compileOnce((db, values: { id: string }) =>
      db
        .insertInto('bot_check_uses')
        .values({ id: values.id, expires_at: 1 })
        .onConflict((oc) => oc.column('id').doNothing()),
    );
    expect((await spend(db, { id: 'n1' })).numAffectedRows).toBe(1n);
    expect((await spend(db, { id: 'n1' })).numAffectedRows).toBe(0n);
  });

  it('fills a value used twice in both places, and compiles a sql template too', async () => {
    const db = await open();
    const twice = compileOnce(
      (db, values: { n: number }) =>
        sql<{ a: number; b: number }>`select ${values.n} + 0 as a, ${values.n} * 2 as b`,
    );
    const { rows } = await twice(db, { n: 21 });
    expect(rows.map((row) => [Number(row.a), Number(row.b)])).toEqual([[21, 42]]);
  });

  it('refuses a value computed inside the query, written into its text, or left undefined', async () => {
    const db = await open();
    const computed = compileOnce((db, values: { now: number }) =>
      db
        .selectFrom('sms_sends')
        .select('id')
        .where('sent_at', '>', values.now - 1000),
    );
    await expect(async () => computed(db, { now: 5000 })).rejects.toThrow(/"now" was used/);
    const literal = compileOnce((db, values: { limit: number }) =>
      db.selectFrom('sms_sends').select('id').limit(sql.lit(values.limit)),
    );
    await expect(async () => literal(db, { limit: 5 })).rejects.toThrow(/"limit"/);
    await expect(async () =>
      sendsSince(db, { phone: undefined as unknown as string, since: 0 }),
    ).rejects.toThrow(/"phone" is undefined/);
  });
});
