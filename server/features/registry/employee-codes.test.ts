import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabaseKind, type TestServer } from '../../test/test-server.js';
import { importEmployeeCodes, parseEmployeeCsv } from './employee-codes.js';

describe('reading a registry CSV', () => {
  it('takes one code per row, normalised, with or without a header', () => {
    expect(parseEmployeeCsv('employee_id\nEMP 1\nemp2\n')).toEqual({
      codes: ['emp1', 'emp2'],
      invalid: [],
    });
    expect(parseEmployeeCsv('EMP1,Asha,Kanpur\r\nEMP2,Ravi,Bhopal\r\n').codes).toEqual([
      'emp1',
      'emp2',
    ]);
    expect(parseEmployeeCsv('\uFEFFCode\n"E 77"\n').codes).toEqual(['e77']);
  });

  it('reports invalid rows with their line numbers', () => {
    const parsed = parseEmployeeCsv('code\nEMP1\n\n"!!!"\n,x\n');
    expect(parsed.codes).toEqual(['emp1']);
    expect(parsed.invalid).toEqual([
      { line: 4, value: '!!!', reason: 'not a valid employee code' },
      { line: 5, value: '', reason: 'empty' },
    ]);
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
    const parsed = parseEmployeeCsv('code\nNEW1\nNEW2\nEMP1001\nNEW1\nbad!\n');
    expect(await importEmployeeCodes(server.app.db, parsed, 1)).toEqual({
      added: 2,
      alreadyPresent: 2,
      invalid: [{ line: 6, value: 'bad!', reason: 'not a valid employee code' }],
    });
    expect(await importEmployeeCodes(server.app.db, parsed, 2)).toMatchObject({
      added: 0,
      alreadyPresent: 4,
    });
  });

  it('keeps the status of a code that is already registered', async () => {
    await server.app.db
      .updateTable('employee_codes')
      .set({ status: 'registered' })
      .where('code', '=', 'emp1002')
      .execute();
    await importEmployeeCodes(server.app.db, parseEmployeeCsv('EMP1002\n'), 3);
    const row = await server.app.db
      .selectFrom('employee_codes')
      .select('status')
      .where('code', '=', 'emp1002')
      .executeTakeFirst();
    expect(row?.status).toBe('registered');
  });
});
