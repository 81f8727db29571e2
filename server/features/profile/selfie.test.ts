// A saved profile photo survives a refused or repeated submission, and no upload is left behind.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../test/multipart.js';
import { photoContentDir } from '../../test/content.js';
import { newUsers, signInTestUser } from '../../test/sessions.js';
import { storedFiles } from '../../test/stored-files.js';
import { startTestServer, testDatabaseKind, type TestServer } from '../../test/test-server.js';
import { processSelfie } from './selfie.js';

let server: TestServer;
const nextUser = newUsers(() => server.app, 7100000001);
let nextCode = 7000;

beforeAll(async () => {
  server = await startTestServer({ env: { CONTENT_DIR: photoContentDir() } });
});
afterAll(async () => {
  await server.close();
});

async function newUser() {
  const { cookies } = await nextUser();
  const { uid } = (await server.app.inject({ url: '/api/me', cookies })).json<{ uid: string }>();
  return { cookies, uid };
}

async function newCode(): Promise<string> {
  const code = `S${++nextCode}`;
  await server.app.db
    .insertInto('employee_codes')
    .values({ code: code.toLowerCase(), status: 'notregistered', updated_at: 0 })
    .execute();
  return code;
}

function photo(background: string): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 240, channels: 3, background } })
    .png()
    .toBuffer();
}

function submit(cookies: Record<string, string>, employeeId: string, upload: Buffer) {
  const { payload, headers } = multipart(
    { employeeId, name: 'Photo Person', gender: 'female', team: 'varanasi' },
    { data: upload, name: 'me.png', type: 'image/png' },
  );
  return server.app.inject({ method: 'POST', url: '/api/profile', cookies, payload, headers });
}

async function savedSelfieKey(uid: string): Promise<string | null> {
  const row = await server.app.db
    .selectFrom('profiles')
    .select('selfie_key')
    .where('user_id', '=', uid)
    .executeTakeFirstOrThrow();
  return row.selfie_key;
}

async function servedPhoto(cookies: Record<string, string>, uid: string) {
  return server.app.inject({ url: `/api/selfies/${uid}`, cookies });
}

describe(`a saved profile photo on ${testDatabaseKind}`, () => {
  it('is kept when a first registration is sent twice at once', async () => {
    const { cookies, uid } = await newUser();
    const code = await newCode();
    const uploads = [await photo('#b91c1c'), await photo('#1d4ed8')];
    const responses = await Promise.all(uploads.map((upload) => submit(cookies, code, upload)));

    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = responses.findIndex((r) => r.statusCode === 200);
    const served = await servedPhoto(cookies, uid);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(await processSelfie(uploads[winner]!));
    const key = await savedSelfieKey(uid);
    expect(await server.app.storage.get(key!)).toEqual(served.rawPayload);
    // The refused upload is gone; only the saved photo is left.
    expect(storedFiles(server.config).filter((file) => file.includes(uid))).toEqual([key]);
  });

  it('is kept when the form is sent again after it was saved', async () => {
    const { cookies, uid } = await newUser();
    const code = await newCode();
    expect((await submit(cookies, code, await photo('#15803d'))).statusCode).toBe(200);
    const saved = (await servedPhoto(cookies, uid)).rawPayload;
    const key = await savedSelfieKey(uid);

    const again = await submit(cookies, code, await photo('#7e22ce'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'already_registered' } });

    const served = await servedPhoto(cookies, uid);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(saved);
    expect(await savedSelfieKey(uid)).toBe(key);
    expect(await server.app.storage.get(key!)).toEqual(saved);
    expect(storedFiles(server.config).filter((file) => file.includes(uid))).toEqual([key]);
  });

  it('gets a key of its own for every upload', async () => {
    const first = await newUser();
    const second = await newUser();
    for (const { cookies } of [first, second]) {
      expect((await submit(cookies, await newCode(), await photo('#0f766e'))).statusCode).toBe(200);
    }
    const keys = [await savedSelfieKey(first.uid), await savedSelfieKey(second.uid)];
    expect(keys[0]).toMatch(new RegExp(`^selfies/${first.uid}/[0-9a-f]{32}\\.jpg$`));
    expect(keys[1]).toMatch(new RegExp(`^selfies/${second.uid}/[0-9a-f]{32}\\.jpg$`));
  });

  it('refuses a photo before decoding it when the save would be refused anyway', async () => {
    const notAnImage = Buffer.alloc(64 * 1024, 'x');
    // Registered already: the answer is the 409, not a verdict on the photo.
    const { cookies, uid } = await newUser();
    expect((await submit(cookies, await newCode(), await photo('#0369a1'))).statusCode).toBe(200);
    const saved = await savedSelfieKey(uid);
    const again = await submit(cookies, await newCode(), notAnImage);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'already_registered' } });
    expect(await savedSelfieKey(uid)).toBe(saved);
    // An employee ID someone else holds, or one not in the registry.
    const taken = await newCode();
    expect(
      (await submit((await newUser()).cookies, taken, await photo('#4d7c0f'))).statusCode,
    ).toBe(200);
    const newcomer = await newUser();
    const before = storedFiles(server.config);
    const holdersCode = await submit(newcomer.cookies, taken, notAnImage);
    expect(holdersCode.json()).toMatchObject({ error: { code: 'already_registered' } });
    const unknown = await submit(newcomer.cookies, 'NOT-IN-REGISTRY', notAnImage);
    expect(unknown.json()).toMatchObject({ error: { code: 'invalid_employee_id' } });
    expect(storedFiles(server.config)).toEqual(before);
    // The same bytes with a save that can go ahead are judged as a photo.
    const judged = await submit(newcomer.cookies, await newCode(), notAnImage);
    expect(judged.json()).toMatchObject({ error: { code: 'photo_not_image' } });
  });

  it('leaves no file behind when the profile is refused', async () => {
    const { cookies } = await newUser();
    const before = storedFiles(server.config);
    const refused = await submit(cookies, 'NOT-IN-REGISTRY', await photo('#1e1b4b'));
    expect(refused.statusCode).toBe(400);
    expect(storedFiles(server.config)).toEqual(before);
  });

  it('is still served from the key earlier versions saved it under', async () => {
    const { cookies, uid } = await newUser();
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url: '/api/profile',
          cookies,
          payload: { employeeId: await newCode(), name: 'Old', gender: 'male', team: 'central' },
        })
      ).statusCode,
    ).toBe(200);
    const jpeg = await processSelfie(await photo('#ca8a04'));
    await server.app.storage.put(`selfies/${uid}.jpg`, jpeg);
    await server.app.db
      .updateTable('profiles')
      .set({ selfie_key: `selfies/${uid}.jpg` })
      .where('user_id', '=', uid)
      .execute();
    const served = await servedPhoto(cookies, uid);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(jpeg);
  });

  it('replaces the photo of an unfinished profile and removes the old file once saved', async () => {
    const { cookies, uid } = await newUser();
    const oldKey = `selfies/${uid}.jpg`;
    await server.app.storage.put(oldKey, await processSelfie(await photo('#be185d')));
    await server.app.db
      .insertInto('profiles')
      .values({
        user_id: uid,
        employee_id: `unfinished-${uid}`,
        employee_label: null,
        name: '',
        gender: '',
        team: 'central',
        phone: '',
        selfie_key: oldKey,
        profile_complete: 0,
        created_at: 0,
        updated_at: 0,
      })
      .execute();

    const upload = await photo('#0369a1');
    expect((await submit(cookies, await newCode(), upload)).statusCode).toBe(200);
    const key = await savedSelfieKey(uid);
    expect(key).not.toBe(oldKey);
    expect((await servedPhoto(cookies, uid)).rawPayload).toEqual(await processSelfie(upload));
    expect(await server.app.storage.get(oldKey)).toBeNull();
    expect(storedFiles(server.config).filter((file) => file.includes(uid))).toEqual([key]);
  });
});

describe(`the photo section switched off (profile.selfie false) on ${testDatabaseKind}`, () => {
  let off: TestServer;
  beforeAll(async () => {
    off = await startTestServer();
    await off.app.db
      .insertInto('employee_codes')
      .values({ code: 'off1', status: 'notregistered', updated_at: 0 })
      .execute();
  });
  afterAll(async () => {
    await off.close();
  });

  it('refuses a photo unread, saves nothing, and still saves the form without one', async () => {
    const user = await signInTestUser(off.app, '7199999901');
    const fields = { employeeId: 'OFF1', name: 'No Photo', gender: 'male', team: 'kanpur' };
    // Not even an image: the refusal comes before the photo is looked at.
    const sent = multipart(fields, {
      data: Buffer.alloc(1024, 'x'),
      name: 'me.jpg',
      type: 'image/jpeg',
    });
    const refused = await off.app.inject({
      method: 'POST',
      url: '/api/profile',
      cookies: user.cookies,
      ...sent,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { code: 'photos_off' } });
    expect(await findProfileRow(off, user.uid)).toBeUndefined();
    const dir = off.config.storage.kind === 'file' ? off.config.storage.dir : null;
    if (dir) expect(fs.existsSync(path.join(dir, 'selfies'))).toBe(false);

    const saved = await off.app.inject({
      method: 'POST',
      url: '/api/profile',
      cookies: user.cookies,
      payload: fields,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ selfieUrl: null, profileComplete: true });
  });
});

function findProfileRow(target: TestServer, uid: string) {
  return target.app.db
    .selectFrom('profiles')
    .selectAll()
    .where('user_id', '=', uid)
    .executeTakeFirst();
}
