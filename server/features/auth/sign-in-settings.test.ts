// What organisers set about sign-in and the help a refused player is given: the SMS's WebOTP line
// (off unless turned on, since it changes a registered template) and the organisers' contact, saved
// with the event's settings, checked, and read by every phone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicSite } from '../../../common/api.js';
import type { EventSettingsInput } from '../../../common/setup.js';
import type { AdminSetup } from '../../../common/setup-api.js';
import { signInTestUser } from '../../test/sessions.js';
import { sendCodeTo, startSignInServer, type LogCapture } from '../../test/sign-in.js';
import { testDatabaseKind, type TestServer } from '../../test/test-server.js';
import { smsText } from './otp-service.js';

const ADMIN = '9111300000';
let server: TestServer & { log: LogCapture };
let admin: Record<string, string>;

beforeAll(async () => {
  server = await startSignInServer({ env: { ADMIN_PHONES: `+91${ADMIN}` } });
  admin = (await signInTestUser(server.app, ADMIN)).cookies;
});
afterAll(async () => {
  await server.close();
});

async function eventSettings(): Promise<EventSettingsInput> {
  const reply = await server.app.inject({ url: '/api/admin/setup', cookies: admin });
  const { event, gallery, pages, profile, contact, signIn, schedule } =
    reply.json<AdminSetup>().site;
  return { event, gallery, pages, profile, contact, signIn, schedule };
}

async function saveSettings(changes: Partial<Record<keyof EventSettingsInput, unknown>>) {
  const payload = { ...(await eventSettings()), ...changes };
  return server.app.inject({
    method: 'PUT',
    url: '/api/admin/setup/event',
    cookies: admin,
    payload,
  });
}

async function lastSmsTo(digits: string): Promise<string> {
  expect((await sendCodeTo(server.app, digits)).statusCode).toBe(200);
  const line = server.log.lines.filter((l) => l.msg === 'sms' && l.to === `+91${digits}`).at(-1);
  return line!.text!;
}

describe(`the sign-in SMS (${testDatabaseKind})`, () => {
  it('ends with the WebOTP line only while organisers have it on', async () => {
    expect((await server.app.inject({ url: '/api/site' })).json<PublicSite>().signIn).toEqual({
      webOtpLine: false,
    });
    const plain = await lastSmsTo('9811100001');
    expect(plain).not.toContain('@');
    expect(plain).toMatch(/^\d{6} is your Utsav sign-in code\./);

    expect((await saveSettings({ signIn: { webOtpLine: true } })).statusCode).toBe(200);
    const text = await lastSmsTo('9811100002');
    const code = server.log.codeFor('+919811100002');
    expect(text.split('\n').at(-1)).toBe(`@localhost #${code}`);

    expect((await saveSettings({ signIn: { webOtpLine: false } })).statusCode).toBe(200);
    expect(await lastSmsTo('9811100003')).not.toContain('#');
  });

  it('puts the line last, after a blank line, as WebOTP reads it', () => {
    expect(smsText('123456', 'utsav.example.com')).toMatch(
      /^123456 is your Utsav sign-in code\.[^\n]*\n\n@utsav\.example\.com #123456$/,
    );
    expect(smsText('123456', null)).not.toContain('\n');
  });

  it('refuses a setting that is not a switch, and changes nothing', async () => {
    const before = await eventSettings();
    const refused = await saveSettings({ signIn: { webOtpLine: 'yes' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: { code: 'invalid_setup', field: 'signIn.webOtpLine' },
    });
    expect(await eventSettings()).toEqual(before);
  });
});

describe(`the organisers' contact (${testDatabaseKind})`, () => {
  it('is empty until set, then every phone reads it in both languages', async () => {
    expect((await eventSettings()).contact).toEqual({ en: '', hi: '' });
    const contact = {
      en: 'Priya at the help desk, 98100 00000',
      hi: 'हेल्प डेस्क पर प्रिया, 98100 00000',
    };
    expect((await saveSettings({ contact })).statusCode).toBe(200);
    expect((await server.app.inject({ url: '/api/site' })).json<PublicSite>().contact).toEqual(
      contact,
    );
  });

  it('refuses a contact of more than one line or too long, naming the field, and keeps the old one', async () => {
    const before = await eventSettings();
    for (const [contact, field] of [
      [{ en: 'Priya\nat the desk', hi: '' }, 'contact.en'],
      [{ en: 'Priya', hi: 'प'.repeat(201) }, 'contact.hi'],
    ] as const) {
      const refused = await saveSettings({ contact });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: { code: 'invalid_setup', field } });
    }
    expect(await eventSettings()).toEqual(before);
  });
});
