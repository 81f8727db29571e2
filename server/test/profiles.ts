// The profile form as a browser sends it, and the registry code it uses, for tests of people who
// register.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../db/database.js';
import { multipart } from './multipart.js';
import { signInTestUser, type TestUser } from './sessions.js';

/** The form's fields, as the profile page sends them. */
export type ProfileForm = { employeeId: string; name: string; gender: string; team: string };

/** The profile form sent by whoever holds `cookies`: JSON, or multipart with a JPEG photo. */
export function sendProfile(
  app: FastifyInstance,
  cookies: Record<string, string>,
  fields: ProfileForm,
  photo?: Buffer,
) {
  const { payload, headers } = photo
    ? multipart(fields, { data: photo, name: 'me.jpg', type: 'image/jpeg' })
    : { payload: fields, headers: {} };
  return app.inject({ method: 'POST', url: '/api/profile', cookies, payload, headers });
}

/** A new person, signed in as the 10-digit number, whose profile form was saved. */
export async function registeredUser(
  app: FastifyInstance,
  digits: string,
  fields: ProfileForm,
  photo?: Buffer,
): Promise<TestUser> {
  const user = await signInTestUser(app, digits);
  const saved = await sendProfile(app, user.cookies, fields, photo);
  expect(saved.statusCode, saved.body).toBe(200);
  return user;
}

/**
 * A test file's new players, numbered from the file's own ranges: each call signs in a new number
 * (ten digits, up from `firstPhone`) and saves the profile form with the next code (EMP and a
 * number up from `firstCode`), `person` filling in the rest.
 */
export function newPlayers(app: () => FastifyInstance, firstPhone: number, firstCode: number) {
  let phone = firstPhone;
  let code = firstCode;
  return (person: Omit<ProfileForm, 'employeeId'>): Promise<TestUser> => {
    phone += 1;
    code += 1;
    return registeredUser(app(), String(phone), { employeeId: `EMP${code}`, ...person });
  };
}

/** A registry code's status as stored (codes are kept in lowercase); undefined when there is none. */
export async function codeStatus(db: Db, code: string) {
  const row = await db
    .selectFrom('employee_codes')
    .select('status')
    .where('code', '=', code.toLowerCase())
    .executeTakeFirst();
  return row?.status;
}
