// One-time codes, the sends counted for rate limits, used bot-check solutions and server secrets.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('otp_challenges')
    .addColumn('phone', 'text', (col) => col.primaryKey())
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('sms_sends')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('ip', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('sms_sends_phone')
    .on('sms_sends')
    .columns(['phone', 'sent_at'])
    .execute();
  await db.schema.createIndex('sms_sends_ip').on('sms_sends').columns(['ip', 'sent_at']).execute();

  await db.schema
    .createTable('bot_check_uses')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['server_secrets', 'bot_check_uses', 'sms_sends', 'otp_challenges']) {
    await db.schema.dropTable(table).execute();
  }
}
