import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEC_TEAM_KEYS } from '../../../common/teams.js';
import { recountTeams } from '../../team-counters.js';
import { multipart } from '../../test/multipart.js';
import { photoContentDir } from '../../test/content.js';
import { codeStatus } from '../../test/profiles.js';
import { newUsers } from '../../test/sessions.js';
import { startTestServer, testDatabaseKind, type TestServer } from '../../test/test-server.js';

let server: TestServer;
const nextUser = newUsers(() => server.app, 7000000001);

beforeAll(async () => {
  server = await startTestServer({ env: { CONTENT_DIR: photoContentDir() } });
});
afterAll(async () => {
  await server.close();
});

async function newUser() {
  return (await nextUser()).cookies;
}

let nextCode = 5000;
async function newCodes(count: number): Promise<string[]> {
  const codes = Array.from({ length: count }, () => `T${++nextCode}`);
  await server.app.db
    .insertInto('employee_codes')
    .values(
      codes.map((code) => ({
        code: code.toLowerCase(),
        status: 'notregistered' as const,
        updated_at: 0,
      })),
    )
    .execute();
  return codes;
}

/** The form's four fields, in the order the page shows them. */
function form(
  employeeId: string | undefined,
  name: string,
  gender: string,
  team: string | undefined,
) {
  return { employeeId, name, gender, team };
}

function complete(cookies: Record<string, string>, body: Record<string, unknown>) {
  return server.app.inject({ method: 'POST', url: '/api/profile', cookies, payload: body });
}

/** The form sent as the browser sends it with a photo: multipart, the file in "selfie". */
function completeWithPhoto(
  cookies: Record<string, string>,
  fields: Record<string, string>,
  file: { data: Buffer; name: string; type: string },
) {
  const { payload, headers } = multipart(fields, file);
  return server.app.inject({ method: 'POST', url: '/api/profile', cookies, payload, headers });
}

/** The profile /api/me shows the user: null until one is saved. */
async function savedProfile(cookies: Record<string, string>) {
  return (await server.app.inject({ url: '/api/me', cookies })).json<{ profile: unknown }>()
    .profile;
}

async function counters() {
  const rows = await server.app.db.selectFrom('team_counters').selectAll().execute();
  return Object.fromEntries(
    rows.map((row) => [row.team, { registrations: row.registrations, points: row.points }]),
  );
}

describe(`completing a profile on ${testDatabaseKind}`, () => {
  it('saves the profile with its team, marks the code registered and counts the team once', async () => {
    const cookies = await newUser();
    const [code] = await newCodes(1);
    const before = await counters();
    const response = await complete(cookies, {
      employeeId: ` ${code!.toLowerCase()} `,
      name: ' Asha Verma ',
      gender: 'female',
      team: 'kanpur',
      phone: '+917000000001',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      profileComplete: true,
      employeeId: code!.toLowerCase(),
      name: 'Asha Verma',
      gender: 'female',
      team: 'kanpur',
      teamLabel: 'Dabang',
      selfieUrl: null,
      phone: '+917000000001',
    });
    const after = await counters();
    expect(after.kanpur).toEqual({
      registrations: before.kanpur!.registrations + 1,
      points: before.kanpur!.points + 1,
    });
    expect(await codeStatus(server.app.db, code!)).toBe('registered');
    const me = await server.app.inject({ url: '/api/me', cookies });
    expect(me.json<{ profile: { teamLabel: string } }>().profile.teamLabel).toBe('Dabang');
  });

  it('finds a code whatever its case and spacing ("E M P 1 0 0 1" is emp1001)', async () => {
    const cookies = await newUser();
    const response = await complete(cookies, form('E M P 1 0 0 1', 'Ravi', 'male', 'bhopal'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ employeeId: 'E M P 1 0 0 1' });
    expect(await codeStatus(server.app.db, 'emp1001')).toBe('registered');
  });

  it.each([
    [{ name: 'A', gender: 'male', team: 'bhopal' }, 'Employee ID is required'],
    [{ employeeId: '   ', name: 'A', gender: 'male', team: 'bhopal' }, 'Employee ID is required'],
    [{ employeeId: 'x1', name: '', gender: 'male', team: 'bhopal' }, 'Name is required'],
    [{ employeeId: 'x1', name: 'A', gender: 'other', team: 'bhopal' }, 'Gender is required'],
    [{ employeeId: 'x1', name: 'A', gender: 'male' }, 'RSO is required'],
    [
      { employeeId: 'x1', name: 'A', gender: 'male', team: 'mumbai' },
      "That team is not one of the event's teams any more. Please choose another.",
    ],
  ])('refuses %o with "%s" and saves nothing', async (body, message) => {
    const cookies = await newUser();
    const response = await complete(cookies, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: {
        code: 'team' in body && body.team === 'mumbai' ? 'unknown_team' : 'invalid_profile',
        message,
      },
    });
    expect(await savedProfile(cookies)).toBeNull();
  });

  it('refuses an unknown code with "Invalid employee id" and a used one with "Already registered"', async () => {
    const cookies = await newUser();
    const unknown = await complete(cookies, form('NOPE42', 'A', 'male', 'central'));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      error: { code: 'invalid_employee_id', message: 'Invalid employee id' },
    });

    const [code] = await newCodes(1);
    const other = await complete(await newUser(), form(code, 'B', 'male', 'central'));
    expect(other.statusCode).toBe(200);
    const taken = await complete(cookies, form(code, 'A', 'male', 'central'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      error: { code: 'already_registered', message: 'Already registered' },
    });
  });

  it('keeps a name and an ID as they read: bidi overrides and zero-width characters go, Hindi joiners stay', async () => {
    const [code] = await newCodes(1);
    // U+202E would show "Asha" backwards in the organisers' list; U+200B hides inside the ID.
    const response = await complete(await newUser(), {
      employeeId: `\u200B${code!.slice(0, 2)}\u2060${code!.slice(2)}\uFEFF`,
      name: '\u202EAsha\u200B Verma\u2066 क्\u200Dष',
      gender: 'female',
      team: 'bhopal',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ employeeId: code, name: 'Asha Verma क्\u200Dष' });
    const stored = await server.app.db
      .selectFrom('profiles')
      .select(['name', 'employee_label'])
      .where('employee_id', '=', code!.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ name: 'Asha Verma क्\u200Dष', employee_label: code });

    const invisibleOnly = await complete(
      await newUser(),
      form('T1', '\u202E\u200B\u200D', 'female', 'bhopal'),
    );
    expect(invisibleOnly.statusCode).toBe(400);
    expect(invisibleOnly.json()).toMatchObject({
      error: { code: 'invalid_profile', field: 'name', message: 'Name is required' },
    });
  });

  it('refuses a name that shows nothing, or breaks across lines, and changes nothing', async () => {
    const [code] = await newCodes(1);
    const countersBefore = await counters();
    for (const [name, reason] of [
      ['\u3164\u3164', 'Name is required'],
      ['\u2800', 'Name is required'],
      ['\u034F\u0301\uFE0F', 'Name is required'],
      ['Asha\u2028Verma', 'Please remove characters that cannot be saved'],
    ] as const) {
      const cookies = await newUser();
      const response = await complete(cookies, form(code, name, 'female', 'bhopal'));
      expect(response.statusCode, name).toBe(400);
      expect(response.json(), name).toMatchObject({
        error: { code: 'invalid_profile', field: 'name', message: reason },
      });
      expect(await savedProfile(cookies)).toBeNull();
    }
    expect(await codeStatus(server.app.db, code!)).toBe('notregistered');
    expect(await counters()).toEqual(countersBefore);

    const hindi = await complete(await newUser(), form(code, 'श्री किरण', 'female', 'bhopal'));
    expect(hindi.statusCode).toBe(200);
    expect(hindi.json()).toMatchObject({ name: 'श्री किरण' });
  });

  it('keeps the number the person signed in with, and refuses a phone field that is not a mobile number', async () => {
    const { cookies, phoneNumber: signedInAs } = await nextUser();
    const [code] = await newCodes(1);
    const profile = { employeeId: code!, name: 'Ravi Kumar', gender: 'male', team: 'central' };
    for (const phone of ['call me maybe', '+1 555 0100', '12345', '+91 5123456789']) {
      const refused = await complete(cookies, { ...profile, phone });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        error: { field: 'phone', message: 'Please enter a valid 10-digit mobile number' },
      });
    }
    const saved = await complete(cookies, { ...profile, phone: '09876543210' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ phone: signedInAs, phoneNumber: signedInAs });
  });

  it('answers "Not signed in" without a session', async () => {
    const response = await complete({}, form('EMP1002', 'A', 'male', 'central'));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { message: 'Not signed in' } });
  });

  it('does not count a re-submission twice, nor let a complete profile take another code', async () => {
    const cookies = await newUser();
    const [first, second] = await newCodes(2);
    expect((await complete(cookies, form(first, 'A', 'male', 'varanasi'))).statusCode).toBe(200);
    const before = await counters();
    for (const employeeId of [first, second]) {
      const again = await complete(cookies, form(employeeId, 'A', 'male', 'varanasi'));
      expect(again.json()).toMatchObject({ error: { message: 'Already registered' } });
    }
    expect(await counters()).toEqual(before);
    expect(await codeStatus(server.app.db, second!)).toBe('notregistered');
  });

  it('keeps counters exact under 50 concurrent completions across the teams', async () => {
    const users = [];
    for (let i = 0; i < 50; i++) users.push(await newUser());
    const codes = await newCodes(50);
    const responses = await Promise.all(
      users.map((cookies, i) =>
        complete(
          cookies,
          form(codes[i], `Player ${i}`, i % 2 ? 'male' : 'female', SPEC_TEAM_KEYS[i % 7]),
        ),
      ),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    const totals = await counters();
    const recounted = await recountTeams(server.app.db);
    for (const team of SPEC_TEAM_KEYS)
      expect(totals[team]!.registrations, team).toBe(recounted.get(team)?.registrations ?? 0);
  });

  it('lets exactly one of 10 concurrent completions with one code win', async () => {
    const users = [];
    for (let i = 0; i < 10; i++) users.push(await newUser());
    const [code] = await newCodes(1);
    const before = await counters();
    const responses = await Promise.all(
      users.map((cookies) => complete(cookies, form(code, 'Same', 'male', 'gorakhpur'))),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(9).fill(409)]);
    expect(
      responses
        .filter((r) => r.statusCode === 409)
        .every(
          (r) => r.json<{ error: { message: string } }>().error.message === 'Already registered',
        ),
    ).toBe(true);
    expect((await counters()).gorakhpur!.registrations).toBe(before.gorakhpur!.registrations + 1);
  });
});

describe(`the profile photo on ${testDatabaseKind}`, () => {
  it('comes back re-encoded without the GPS position it was uploaded with', async () => {
    const withGps = await sharp({
      create: { width: 2400, height: 1800, channels: 3, background: '#c2410c' },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Pocket 5' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '26/1 50/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '80/1 56/1 0/1',
        },
      })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif?.toString('latin1')).toContain('PhoneMaker');

    const cookies = await newUser();
    const [code] = await newCodes(1);
    const response = await completeWithPhoto(
      cookies,
      { employeeId: code!, name: 'Photo Person', gender: 'female', team: 'jabalpur' },
      { data: withGps, name: 'me.jpg', type: 'image/jpeg' },
    );
    expect(response.statusCode).toBe(200);
    const selfieUrl = response.json<{ selfieUrl: string }>().selfieUrl;
    expect(selfieUrl).toMatch(/^\/api\/selfies\/[0-9a-f-]+\?v=\d+$/);

    const photo = await server.app.inject({ url: selfieUrl, cookies });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(photo.rawPayload).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
    expect(Math.max(metadata.width, metadata.height)).toBe(1024);
    expect(photo.rawPayload.toString('latin1')).not.toContain('PhoneMaker');

    // Only its owner sees it.
    const stranger = await server.app.inject({ url: selfieUrl, cookies: await newUser() });
    expect(stranger.statusCode).toBe(403);
    expect((await server.app.inject({ url: selfieUrl })).statusCode).toBe(401);
  });

  it('refuses a text file named .jpg and saves nothing', async () => {
    const cookies = await newUser();
    const [code] = await newCodes(1);
    const response = await completeWithPhoto(
      cookies,
      { employeeId: code!, name: 'A', gender: 'male', team: 'lucknow' },
      { data: Buffer.from('just some text, not a picture'), name: 'photo.jpg', type: 'image/jpeg' },
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ error: { code: 'photo_not_image' } });
    expect(await savedProfile(cookies)).toBeNull();
    expect(await codeStatus(server.app.db, code!)).toBe('notregistered');
  });

  it('refuses a photo over 10 MB and saves nothing', async () => {
    const cookies = await newUser();
    const [code] = await newCodes(1);
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0xff);
    const response = await completeWithPhoto(
      cookies,
      { employeeId: code!, name: 'A', gender: 'male', team: 'lucknow' },
      { data: big, name: 'big.jpg', type: 'image/jpeg' },
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: { code: 'photo_too_large' } });
    expect(await savedProfile(cookies)).toBeNull();
  });
});
