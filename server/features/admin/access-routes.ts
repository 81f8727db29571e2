// Who may do what: the organisers and their names, the registry's counts and the sign-in limits,
// a phone's sign-in limits, and an employee code's lookup and reset.
import type { FastifyInstance } from 'fastify';
import {
  CodeParams,
  OrganiserGrant,
  OrganiserNameInput,
  PhoneParams,
} from '../../../common/admin.js';
import { AccessSummary, Admins, CodeStatus, PhoneLimits } from '../../../common/admin-api.js';
import { isValidMobile, normalisePhone } from '../../../common/phone.js';
import { normaliseEmployeeCode } from '../../../common/profile-input.js';
import { runChange } from '../../changes/run-change.js';
import { AppError } from '../../errors.js';
import { refusedAs, type ZodTypeProvider } from '../../route-schemas.js';
import { readPhoneLimits } from '../auth/rate-limits.js';
import { readAccessSummary } from './access-summary.js';
import {
  clearSignInLimits,
  grantAdmin,
  listAdmins,
  nameOrganiser,
  revokeAdmin,
} from './admin-service.js';
import { answerCorrection, correctionSchema } from '../people/correction-route.js';
import { resetCode } from '../people/corrections.js';

function adminPhone(input: string): string {
  const phone = normalisePhone(input);
  if (!isValidMobile(phone)) throw new AppError('invalid_phone');
  return phone;
}

/** Every change to the admins answers the admins. */
const admins = { response: { 200: Admins } };
const phoneLimits = { params: PhoneParams, response: { 200: PhoneLimits } };

export async function accessRoutes(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get('/api/admin/admins', { schema: admins }, async () => listAdmins(app.db));

  // A refused name is told beside its field, as the admin area's forms show it.
  const grantBody = refusedAs(OrganiserGrant, { code: 'invalid_setup', formRulesOnly: true });
  app.post('/api/admin/admins', { schema: { ...admins, body: grantBody } }, async (request) => {
    const phone = adminPhone(request.body.phone);
    const { name } = request.body;
    await runChange(app, request, (trx, actor) => grantAdmin(trx, { phone, name }, actor));
    return listAdmins(app.db);
  });

  const nameBody = refusedAs(OrganiserNameInput, { code: 'invalid_setup', formRulesOnly: true });
  app.put(
    '/api/admin/organiser-name',
    { schema: { ...admins, body: nameBody } },
    async (request) => {
      await runChange(app, request, (trx, actor) => nameOrganiser(trx, request.body.name, actor));
      return listAdmins(app.db);
    },
  );

  const summary = { response: { 200: AccessSummary } };
  app.get('/api/admin/access', { schema: summary }, async () => readAccessSummary(app.db));

  const revokeSchema = { ...admins, params: PhoneParams };
  app.delete('/api/admin/admins/:phone', { schema: revokeSchema }, async (request) => {
    const phone = adminPhone(request.params.phone);
    await runChange(app, request, (trx) => revokeAdmin(trx, phone));
    return listAdmins(app.db);
  });

  app.get('/api/admin/sign-in-limits/:phone', { schema: phoneLimits }, async (request) => {
    const phone = adminPhone(request.params.phone);
    return readPhoneLimits(app.db, phone, app.clock.now());
  });

  // For a phone whose codes a stranger used up: its owner may ask for a code at once.
  app.delete('/api/admin/sign-in-limits/:phone', { schema: phoneLimits }, async (request) => {
    const phone = adminPhone(request.params.phone);
    return runChange(app, request, (trx, actor) => clearSignInLimits(trx, phone, actor));
  });

  const codeSchema = { params: CodeParams, response: { 200: CodeStatus } };
  app.get('/api/admin/registry/:code', { schema: codeSchema }, async (request) => {
    const code = normaliseEmployeeCode(request.params.code);
    const row = await app.db
      .selectFrom('employee_codes')
      .select(['code', 'label', 'status'])
      .where('code', '=', code)
      .executeTakeFirst();
    if (!row) throw new AppError('unknown_employee_code');
    const holder = await app.db
      .selectFrom('profiles')
      .select(['user_id as uid', 'name', 'team'])
      .where('employee_id', '=', code)
      .executeTakeFirst();
    return { code: row.label ?? row.code, status: row.status, registeredBy: holder ?? null };
  });

  // A code a registration holds is freed by removing that registration (see corrections.ts).
  const resetSchema = { params: CodeParams, ...correctionSchema };
  app.post('/api/admin/registry/:code/reset', { schema: resetSchema }, async (request) => {
    const { code } = request.params;
    return answerCorrection(app, request, (trx, actor) => resetCode(trx, code, actor));
  });
}
