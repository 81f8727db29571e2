// Indexes for the sign-in's housekeeping: every code sent prunes sends older than a day, and every
// bot check spent prunes expired ones. Without them each prune read the whole table, so a crowd
// signing in together made every sign-in slower than the one before.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('sms_sends_sent_at').on('sms_sends').column('sent_at').execute();
  await db.schema
    .createIndex('bot_check_uses_expires_at')
    .on('bot_check_uses')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('bot_check_uses_expires_at').execute();
  await db.schema.dropIndex('sms_sends_sent_at').execute();
}
