// Who may do what: the admins, a phone's sign-in limits,
// and an employee code's lookup and reset.
import type { FastifyInstance } from 'fastify';
import { CodeParams, PhoneInput, PhoneParams } from '../../../common/admin.js';
import type { Admin, CodeStatus, PhoneLimits } from '../../../common/admin-api.js';
import { isValidMobile, normalisePhone } from '../../../common/phone.js';
import { normaliseEmployeeCode } from '../../../common/profile-input.js';
import { runChange } from '../../changes/run-change.js';
import { AppError, parseInput } from '../../errors.js';
import { readPhoneLimits } from '../auth/rate-limits.js';
import { clearSignInLimits, grantAdmin, listAdmins, revokeAdmin } from './admin-service.js';
import { answerCorrection } from './correction-route.js';
import { resetCode } from './corrections.js';

function adminPhone(input: string): string {
  const phone = normalisePhone(input);
  if (!isValidMobile(phone)) throw new AppError('invalid_phone');
  return phone;
}

export async function accessRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/admin/admins', async (): Promise<Admin[]> => listAdmins(app.db));

  app.post('/api/admin/admins', async (request): Promise<Admin[]> => {
    const phone = adminPhone(parseInput(PhoneInput, request.body).phone);
    await runChange(app, request, (trx, actor) => grantAdmin(trx, phone, actor));
    return listAdmins(app.db);
  });

  app.delete('/api/admin/admins/:phone', async (request): Promise<Admin[]> => {
    const phone = adminPhone(parseInput(PhoneParams, request.params).phone);
    await runChange(app, request, (trx) => revokeAdmin(trx, phone));
    return listAdmins(app.db);
  });

  app.get('/api/admin/sign-in-limits/:phone', async (request): Promise<PhoneLimits> => {
    const phone = adminPhone(parseInput(PhoneParams, request.params).phone);
    return readPhoneLimits(app.db, phone, app.clock.now());
  });

  // For a phone whose codes a stranger used up: its owner may ask for a code at once.
  app.delete('/api/admin/sign-in-limits/:phone', async (request): Promise<PhoneLimits> => {
    const phone = adminPhone(parseInput(PhoneParams, request.params).phone);
    return runChange(app, request, (trx, actor) => clearSignInLimits(trx, phone, actor));
  });

  app.get('/api/admin/registry/:code', async (request): Promise<CodeStatus> => {
    const code = normaliseEmployeeCode(parseInput(CodeParams, request.params).code);
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
  app.post('/api/admin/registry/:code/reset', async (request) => {
    const { code } = parseInput(CodeParams, request.params);
    return answerCorrection(app, request, (trx, actor) => resetCode(trx, code, actor));
  });
}
