// Organisers' names on a real database: the name others see for an organiser's phone, granted with
// the role or set by the organiser, and the phone itself only ever shown with its middle hidden.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Admin } from '../../../common/admin-api.js';
import { registeredUser } from '../../test/profiles.js';
import { signInTestUser } from '../../test/sessions.js';
import { startTestServer, testDatabaseKind, type TestServer } from '../../test/test-server.js';
import { displayName, maskPhone } from './organiser-names.js';

const INSTALLED = '9000066001';
let server: TestServer;
let installed: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_PHONES: `+91${INSTALLED}` } });
  installed = (await signInTestUser(server.app, INSTALLED)).cookies;
  await server.app.db
    .insertInto('employee_codes')
    .values({ code: 'names1', status: 'notregistered', updated_at: 0, label: null })
    .execute();
});
afterAll(async () => {
  await server.close();
});

const admins = async () =>
  (await server.app.inject({ url: '/api/admin/admins', cookies: installed })).json<Admin[]>();
const auditCount = async () =>
  (await server.app.db.selectFrom('audit_log').select('id').execute()).length;
const grant = (payload: object, cookies = installed) =>
  server.app.inject({ method: 'POST', url: '/api/admin/admins', cookies, payload });
const rename = (name: unknown, cookies = installed) =>
  server.app.inject({
    method: 'PUT',
    url: '/api/admin/organiser-name',
    cookies,
    payload: { name },
  });

describe(`organisers' names on ${testDatabaseKind}`, () => {
  it('shows an organiser set at installation with the phone masked until they name themselves', async () => {
    const [first] = await admins();
    expect(first).toMatchObject({
      phone: `+91${INSTALLED}`,
      name: '+91 90•••••001',
      ownName: null,
      grantedBy: null,
    });

    const named = await rename('  Asha Verma ');
    expect(named.statusCode).toBe(200);
    expect(named.json<Admin[]>()[0]).toMatchObject({ name: 'Asha Verma', ownName: 'Asha Verma' });
  });

  it('grants an organiser under the name given, named as granted by the organiser who did', async () => {
    const granted = await grant({ phone: '9000066002', name: 'Vikram Singh' });
    expect(granted.statusCode).toBe(200);
    expect(granted.json<Admin[]>().find((a) => a.phone === '+919000066002')).toMatchObject({
      name: 'Vikram Singh',
      ownName: 'Vikram Singh',
      grantedBy: 'Asha Verma',
    });

    // The new organiser renames themselves; the list says so to everyone.
    const vikram = (await signInTestUser(server.app, '9000066002')).cookies;
    expect((await rename('Vikram S.', vikram)).statusCode).toBe(200);
    expect((await admins()).map((a) => a.name)).toEqual(['Asha Verma', 'Vikram S.']);
  });

  it.each([
    ['empty', '   '],
    ['longer than 60 characters', 'A'.repeat(61)],
    ['on two lines', 'Asha\nVerma'],
    ['not text', 42],
  ])('refuses a name that is %s beside its field, and changes nothing', async (_why, name) => {
    const before = { admins: await admins(), audit: await auditCount() };
    for (const response of [await grant({ phone: '9000066003', name }), await rename(name)]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'invalid_setup', field: 'name' } });
    }
    expect(await admins()).toEqual(before.admins);
    expect(await auditCount()).toBe(before.audit);
  });

  it('refuses a grant without a name', async () => {
    const response = await grant({ phone: '9000066003' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { field: 'name' } });
  });

  it('keeps 60 characters of a name, and its Hindi as typed', async () => {
    const long = 'अ'.repeat(60);
    expect((await grant({ phone: '9000066004', name: long })).statusCode).toBe(200);
    expect((await admins()).find((a) => a.phone === '+919000066004')?.name).toBe(long);
  });

  it("names a phone without an organiser name by its player profile's full name", async () => {
    await registeredUser(server.app, '9000066005', {
      employeeId: 'NAMES1',
      name: 'Ravi Kumar',
      gender: 'male',
      team: 'lucknow',
    });
    expect(await displayName(server.app.db, '+919000066005')).toBe('Ravi Kumar');
    expect(await displayName(server.app.db, '+919000066009')).toBe('+91 90•••••009');
  });

  it('refuses setting a name to anyone but an organiser', async () => {
    const player = (await signInTestUser(server.app, '9000066006')).cookies;
    expect((await rename('Someone', player)).statusCode).toBe(403);
  });
});

describe('a phone as shown', () => {
  it('keeps the country code, the first two and the last three digits', () => {
    expect(maskPhone('+919800000001')).toBe('+91 98•••••001');
    expect(maskPhone('9800000001')).toBe('98•••••001');
  });
});
