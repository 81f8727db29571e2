// Names and employee IDs saved before invisible format characters were removed on input (bidi
// overrides could make a name read backwards in the admin lists and CSV) are cleaned the same way.
import type { Kysely } from 'kysely';
import { removeInvisibleControls } from '../../../common/visible-text.js';

type Tables = {
  profiles: { user_id: string; name: string; employee_label: string | null };
  employee_codes: { code: string; label: string | null };
};

/** Rows are read in pages by key, so a registry of 100,000 codes is never held at once. */
const PAGE = 1_000;

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<Tables>;
  for (let after = ''; ;) {
    const rows = await db
      .selectFrom('profiles')
      .select(['user_id', 'name', 'employee_label'])
      .where('user_id', '>', after)
      .orderBy('user_id')
      .limit(PAGE)
      .execute();
    for (const row of rows) {
      const name = removeInvisibleControls(row.name).trim();
      const label = row.employee_label && removeInvisibleControls(row.employee_label).trim();
      if (name !== row.name || label !== row.employee_label)
        await db
          .updateTable('profiles')
          .set({ name: name || row.name, employee_label: label || row.employee_label })
          .where('user_id', '=', row.user_id)
          .execute();
    }
    if (rows.length < PAGE) break;
    after = rows.at(-1)!.user_id;
  }
  for (let after = ''; ;) {
    const rows = await db
      .selectFrom('employee_codes')
      .select(['code', 'label'])
      .where('code', '>', after)
      .orderBy('code')
      .limit(PAGE)
      .execute();
    for (const row of rows) {
      const label = row.label && removeInvisibleControls(row.label).trim();
      if (label && label !== row.label)
        await db
          .updateTable('employee_codes')
          .set({ label })
          .where('code', '=', row.code)
          .execute();
    }
    if (rows.length < PAGE) break;
    after = rows.at(-1)!.code;
  }
}

/** What was removed was never visible: there is nothing to put back. */
export async function down(): Promise<void> {}
