import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REGISTRY_INVALID_ROWS_SHOWN,
  REGISTRY_MAX_BYTES,
  REGISTRY_MAX_ROWS,
  type RegistryReport,
} from '../../../common/registry.js';
import { signInTestUser } from '../../test/sessions.js';
import { startTestServer, testDatabaseKind, type TestServer } from '../../test/test-server.js';

const ADMIN = '9111100000';
let server: TestServer;
let adminCookies: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer({
    env: { ADMIN_PHONES: `+91${ADMIN}` },
  });
  adminCookies = (await signInTestUser(server.app, ADMIN)).cookies;
});
afterAll(async () => {
  await server.close();
});

function upload(mode: 'preview' | 'apply', body: string | Buffer, contentType = 'text/csv') {
  return server.app.inject({
    method: 'POST',
    url: mode === 'preview' ? '/api/admin/registry?dryRun=1' : '/api/admin/registry',
    cookies: adminCookies,
    headers: { 'content-type': contentType },
    payload: body,
  });
}

/** What an upload could change: the registry and the audit log. */
async function registryState() {
  const db = server.app.db;
  const codes = await db.selectFrom('employee_codes').selectAll().orderBy('code').execute();
  const auditLog = await db.selectFrom('audit_log').select('id').execute();
  return JSON.stringify({ codes, audit: auditLog.length });
}

async function countCodes(prefix: string): Promise<number> {
  const row = await server.app.db
    .selectFrom('employee_codes')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('code', 'like', `${prefix}%`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe(`the registry upload on ${testDatabaseKind}`, () => {
  it('previews, then applies, a registry of 100,000 codes with a report of each row', async () => {
    const lines = ['Employee ID,Name'];
    for (let i = 1; i <= 100_000; i += 1) {
      lines.push(`Big ${String(i).padStart(6, '0')},Person ${i}`);
      // Every 1,000th row is followed by one no code can be; the file's line of each is known.
      if (i % 1000 === 0) lines.push(`not a code!,Nobody`);
    }
    lines.push('EMP1001,Already here', 'big 000001,Twice in the file');
    const csv = lines.join('\n') + '\n';
    expect(csv.length).toBeGreaterThan(64 * 1024 * 16);
    const invalidLines = lines.flatMap((line, i) => (line.startsWith('not') ? [i + 1] : []));
    const expected = { added: 100_000, alreadyPresent: 2, invalidTotal: 100 };

    const before = await registryState();
    const preview = await upload('preview', csv);
    expect(preview.statusCode, preview.body).toBe(200);
    const previewed = preview.json<RegistryReport>();
    expect(previewed).toMatchObject({ dryRun: true, ...expected });
    expect(previewed.invalid.map((row) => row.line)).toEqual(invalidLines);
    expect(previewed.invalid[0]).toEqual({
      line: 1002,
      value: 'not a code!',
      reason: 'not a valid employee code',
    });
    expect(await registryState()).toBe(before);

    const apply = await upload('apply', csv);
    expect(apply.statusCode, apply.body).toBe(200);
    expect(apply.json<RegistryReport>()).toEqual({ ...previewed, dryRun: false });
    expect(await countCodes('big')).toBe(100_000);
    const sample = await server.app.db
      .selectFrom('employee_codes')
      .select(['code', 'label', 'status'])
      .where('code', 'in', ['big000001', 'big100000'])
      .orderBy('code')
      .execute();
    expect(sample).toEqual([
      { code: 'big000001', label: 'Big 000001', status: 'notregistered' },
      { code: 'big100000', label: 'Big 100000', status: 'notregistered' },
    ]);
    const audit = await server.app.db
      .selectFrom('audit_log')
      .select(['action', 'detail'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe('registry.import');
    expect(JSON.parse(audit.detail)).toEqual({ added: 100_000, alreadyPresent: 2, invalid: 100 });

    const again = await upload('preview', csv);
    expect(again.json()).toMatchObject({ added: 0, alreadyPresent: 100_002 });
  }, 120_000);

  it('shows the first invalid rows and counts them all', async () => {
    const csv = Array.from({ length: 250 }, (_, i) => `bad row ${i}!`).join('\n');
    const report = (await upload('preview', csv)).json<RegistryReport>();
    expect(report.invalidTotal).toBe(250);
    expect(report.invalid).toHaveLength(REGISTRY_INVALID_ROWS_SHOWN);
    expect(report.invalid.at(-1)).toMatchObject({ line: REGISTRY_INVALID_ROWS_SHOWN });
  });

  it.each(['preview', 'apply'] as const)(
    'refuses a malformed file on %s with the line it breaks on, and changes nothing',
    async (mode) => {
      const before = await registryState();
      const csv = 'employee_id\nMAL1\nMAL2\nMAL3\nMAL4\nMAL5\n"MAL6\nMAL7\nMAL8\n';
      const response = await upload(mode, csv);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: {
          code: 'malformed_csv',
          message: 'Line 7: a quote is not closed',
          params: { line: 7, reason: 'csvQuoteNotClosed' },
        },
      });
      expect(await registryState()).toBe(before);
      expect(await countCodes('mal')).toBe(0);
    },
  );

  it('refuses a file over its limit with 413 and anything but CSV with 415', async () => {
    const before = await registryState();
    const tooLarge = await upload('apply', Buffer.alloc(REGISTRY_MAX_BYTES + 1, 'A\n'));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ error: { code: 'registry_too_large' } });
    // Rows of 64 bytes: a file exactly at the limit, with fewer rows than the row limit.
    const atLimit = await upload(
      'preview',
      Buffer.alloc(REGISTRY_MAX_BYTES, `A1,${'x'.repeat(60)}\n`),
    );
    expect(atLimit.statusCode, atLimit.body).toBe(200);
    expect(atLimit.json()).toMatchObject({ added: 1, alreadyPresent: REGISTRY_MAX_BYTES / 64 - 1 });
    const tooLong = await upload('apply', 'A\n'.repeat(REGISTRY_MAX_ROWS + 1));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      error: { code: 'registry_too_long', params: { line: REGISTRY_MAX_ROWS + 1 } },
    });
    for (const type of ['application/json', 'text/plain', 'multipart/form-data; boundary=x']) {
      const response = await upload('apply', JSON.stringify({ csv: 'NEWJSON1' }), type);
      expect(response.statusCode, type).toBe(415);
      expect(response.json(), type).toMatchObject({ error: { code: 'registry_not_csv' } });
    }
    expect(await registryState()).toBe(before);
  });

  it('keeps the 64 kB limit on every other request', async () => {
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/admin/quizzes/quiz1/open',
      cookies: adminCookies,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ open: true, pad: 'x'.repeat(65_536) }),
    });
    expect(response.statusCode).toBe(413);
  });
});
