import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitChange } from '../../changes/run-change.js';
import { startTestServer, testDatabaseKind, type TestServer } from '../../test/test-server.js';
import {
  importEmployeeCodes,
  importRegistry,
  parseEmployeeCsv,
  type ParsedCodes,
} from './employee-codes.js';

/** An organiser's upload as its dry run answers it: the upload rolled back. */
async function previewEmployeeCodes(server: TestServer, parsed: ParsedCodes) {
  const actor = { phone: '+919111100000', now: 1, timeZone: 'Asia/Kolkata' };
  const preview = await commitChange(
    server.app.db,
    actor,
    (trx) => importRegistry(trx, parsed, actor),
    { dryRun: true },
  );
  return preview.result;
}

describe('reading a registry CSV', () => {
  const codesOf = async (text: string) =>
    (await parseEmployeeCsv(text)).codes.map((entry) => entry.code);

  it('takes one code per row, normalised, with or without a header, keeping it as written', async () => {
    expect(await parseEmployeeCsv('employee_id\nEMP 1\nemp2\n')).toEqual({
      codes: [
        { code: 'emp1', label: 'EMP 1' },
        { code: 'emp2', label: 'emp2' },
      ],
      invalid: [],
    });
    expect(await codesOf('EMP1,Asha,Kanpur\r\nEMP2,Ravi,Bhopal\r\n')).toEqual(['emp1', 'emp2']);
    expect(await codesOf('\uFEFFCode\n"E 77"\n')).toEqual(['e77']);
  });

  it('reports invalid rows with their line numbers', async () => {
    const tooLong = `${'E'.repeat(30)} ${'1'.repeat(34)}`;
    const parsed = await parseEmployeeCsv(`code\nEMP1\n\n"!!!"\n,x\n${tooLong}\n`);
    expect(parsed.codes.map((entry) => entry.code)).toEqual(['emp1']);
    expect(parsed.invalid).toEqual([
      { line: 4, value: '!!!', reason: 'not a valid employee code' },
      { line: 5, value: '', reason: 'empty' },
      { line: 6, value: tooLong, reason: 'too long' },
    ]);
  });

  it('reads a file of many chunks whole: rows, quotes and letters across chunk boundaries', async () => {
    const rows = Array.from({ length: 30_000 }, (_, i) => `"E ${i}","नाम ${i}\nसाथ"`);
    const parsed = await parseEmployeeCsv([...rows, 'बुरा'].join('\r\n'));
    expect(parsed.invalid).toEqual([
      { line: 60_001, value: 'बुरा', reason: 'not a valid employee code' },
    ]);
    expect(parsed.codes).toHaveLength(30_000);
    expect(parsed.codes[29_999]).toEqual({ code: 'e29999', label: 'E 29999' });
  });

  it('refuses a file of more rows than it may hold, naming the first line over', async () => {
    await expect(parseEmployeeCsv('code\nA1\nA2\n\nA3\n', { maxRows: 3 })).rejects.toMatchObject({
      statusCode: 400,
      code: 'registry_too_long',
      message: 'Line 5: the file has more than 3 rows. Please split it.',
    });
    expect((await parseEmployeeCsv('code\nA1\nA2\n', { maxRows: 3 })).codes).toHaveLength(2);
  });

  it.each([
    ['code\nEMP1\nEMP2\n\n"EMP3\nEMP4\n', 'Line 5: a quote is not closed'],
    ['"EMP1', 'Line 1: a quote is not closed'],
    ['code\n"EMP1\nstill EMP1",Asha\n"EMP2,Ravi\n', 'Line 4: a quote is not closed'],
    ['code\nEMP1\n"EMP2"x\n', 'Line 3: a closing quote is followed by other text'],
    [
      'code\nEMP1\nEMP"2\n',
      'Line 3: a quote is in the middle of a value that does not start with one',
    ],
    [
      `code\n${'EMP1\n'.repeat(40_000)}"EMP2\n${'EMP3\n'.repeat(40_000)}`,
      'Line 40002: a quote is not closed',
    ],
  ])('refuses a malformed file naming the line: %#', async (text, message) => {
    await expect(parseEmployeeCsv(text)).rejects.toMatchObject({
      statusCode: 400,
      code: 'malformed_csv',
      message,
    });
  });
});

describe(`importing codes on ${testDatabaseKind}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('seeds the demo registry on a fresh development database', async () => {
    const demo = await server.app.db
      .selectFrom('employee_codes')
      .select('code')
      .where('code', '=', 'emp1001')
      .executeTakeFirst();
    expect(demo).toEqual({ code: 'emp1001' });
  });

  it('adds new codes, reports those already present, and changes nothing the second time', async () => {
    const parsed = await parseEmployeeCsv('code\nNEW1\nNEW2\nEMP1001\nNEW1\nbad!\n');
    const expected = {
      added: 2,
      alreadyPresent: 2,
      invalid: [{ line: 6, value: 'bad!', reason: 'not a valid employee code' }],
    };
    expect(await previewEmployeeCodes(server, parsed)).toEqual(expected);
    expect(await importEmployeeCodes(server.app.db, parsed, 1)).toEqual(expected);
    expect(await importEmployeeCodes(server.app.db, parsed, 2)).toMatchObject({
      added: 0,
      alreadyPresent: 4,
    });
    expect(await previewEmployeeCodes(server, parsed)).toMatchObject({
      added: 0,
      alreadyPresent: 4,
    });
  });

  it('keeps each added code as the file wrote it, the first time it appears', async () => {
    await importEmployeeCodes(server.app.db, await parseEmployeeCsv('Emp 7001\nEMP7001\n'), 4);
    const row = await server.app.db
      .selectFrom('employee_codes')
      .select(['code', 'label'])
      .where('code', '=', 'emp7001')
      .executeTakeFirst();
    expect(row).toEqual({ code: 'emp7001', label: 'Emp 7001' });
  });

  it('keeps the status of a code that is already registered', async () => {
    await server.app.db
      .updateTable('employee_codes')
      .set({ status: 'registered' })
      .where('code', '=', 'emp1002')
      .execute();
    await importEmployeeCodes(server.app.db, await parseEmployeeCsv('EMP1002\n'), 3);
    const row = await server.app.db
      .selectFrom('employee_codes')
      .select('status')
      .where('code', '=', 'emp1002')
      .executeTakeFirst();
    expect(row?.status).toBe('registered');
  });
});
