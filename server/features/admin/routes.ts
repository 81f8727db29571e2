// The admin area's API. Every route checks the role on the server: 401 signed out, 403 not an admin.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isValidMobile, normalisePhone } from '../../../common/phone.js';
import { normaliseEmployeeCode } from '../../../common/profile-input.js';
import { SAVED_POOLS } from '../../../common/quiz.js';
import { AppError, errors, requestErrorMap } from '../../errors.js';
import { clearPhoneLimits, readPhoneLimits } from '../auth/rate-limits.js';
import { findSessionUser, type SessionUser } from '../auth/sessions.js';
import { importEmployeeCodes, parseEmployeeCsv } from '../registry/employee-codes.js';
import { readTeamStats } from '../stats/stats-service.js';
import { readGames } from '../quiz/routes.js';
import {
  audit,
  grantAdmin,
  isAdmin,
  listAdmins,
  recentAudit,
  revokeAdmin,
} from './admin-service.js';
import { analytics, findRegistrations, leaderboard, overview } from './admin-queries.js';
import { toCsv } from './csv.js';

declare module 'fastify' {
  interface FastifyRequest {
    admin: SessionUser;
  }
}

const RegistrationQuery = z.object({
  q: z.string().max(100).default(''),
  sort: z.enum(['createdAt', 'employeeId', 'name', 'rso']).default('createdAt'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
});
const PoolQuery = z.object({ pool: z.enum(SAVED_POOLS) });
const GamesInput = z.strictObject({ quiz1: z.boolean(), quiz2: z.boolean(), quiz3: z.boolean() });
const PhoneInput = z.strictObject({ phone: z.string().max(20) });
const CsvInput = z.strictObject({ csv: z.string().max(5_000_000) });

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value, { error: requestErrorMap });
  if (!result.success) throw errors.badRequest(result.error.issues[0]!.message);
  return result.data;
}

function adminPhone(input: string): string {
  const phone = normalisePhone(input);
  if (!isValidMobile(phone))
    throw new AppError(400, 'invalid_phone', 'Please enter a valid 10-digit mobile number');
  return phone;
}

function sendCsv(reply: FastifyReply, name: string, csv: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  app.decorateRequest('admin', null as unknown as SessionUser);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const user = await findSessionUser(app.db, app.config, request, app.clock.now());
    if (!user) throw errors.notSignedIn();
    if (!(await isAdmin(app.db, user.phoneNumber))) throw errors.forbidden();
    request.admin = user;
  });

  app.get('/api/admin/overview', async () => {
    const teams = await readTeamStats(app.db, app.site);
    return { teams, attempts: await overview(app.db), games: await readGames(app) };
  });

  app.get('/api/admin/registrations', async (request) => {
    const query = parse(RegistrationQuery, request.query);
    return {
      ...(await findRegistrations(app.db, query)),
      page: query.page,
      pageSize: query.pageSize,
    };
  });

  app.get('/api/admin/registrations.csv', async (request, reply) => {
    const query = parse(RegistrationQuery, request.query);
    const { rows } = await findRegistrations(app.db, { ...query, page: 1 }, 1_000_000);
    const csv = toCsv(rows, [
      { header: 'Employee ID', value: (r) => r.employeeId },
      { header: 'Name', value: (r) => r.name },
      { header: 'Gender', value: (r) => r.gender },
      { header: 'RSO', value: (r) => r.rso },
      { header: 'Team', value: (r) => r.team },
      { header: 'Phone', value: (r) => r.phone },
      { header: 'Registered at', value: (r) => new Date(r.createdAt).toISOString() },
    ]);
    return sendCsv(reply, 'registrations.csv', csv);
  });

  app.get('/api/admin/leaderboard', async (request) => {
    const { pool } = parse(PoolQuery, request.query);
    return {
      pool,
      ...(await leaderboard(app.db, pool)),
      teams: await readTeamStats(app.db, app.site),
    };
  });

  app.get('/api/admin/leaderboard.csv', async (request, reply) => {
    const { pool } = parse(PoolQuery, request.query);
    const { ranked } = await leaderboard(app.db, pool);
    const csv = toCsv(ranked, [
      { header: 'Rank', value: (r) => r.rank },
      { header: 'Employee ID', value: (r) => r.employeeId },
      { header: 'Name', value: (r) => r.name },
      { header: 'Team', value: (r) => r.team },
      { header: 'Score', value: (r) => r.score },
      {
        header: 'Time taken (s)',
        value: (r) => (r.timeTakenMs === null ? null : (r.timeTakenMs / 1000).toFixed(1)),
      },
    ]);
    return sendCsv(reply, `leaderboard-${pool}.csv`, csv);
  });

  app.put('/api/admin/games', async (request) => {
    const games = parse(GamesInput, request.body);
    const now = app.clock.now();
    await app.db.transaction().execute(async (trx) => {
      for (const pool of SAVED_POOLS) {
        await trx
          .updateTable('games')
          .set({ enabled: games[pool] ? 1 : 0, updated_at: now })
          .where('pool', '=', pool)
          .execute();
      }
    });
    await audit(app.db, request.admin.phoneNumber, 'games.set', games, now);
    // Open Quiz & Contest screens read the flags again.
    await app.bus.publish({ type: 'games' });
    return readGames(app);
  });

  app.get('/api/admin/admins', async () => listAdmins(app.db));

  app.post('/api/admin/admins', async (request) => {
    const phone = adminPhone(parse(PhoneInput, request.body).phone);
    await grantAdmin(app.db, request.admin.phoneNumber, phone, app.clock.now());
    return listAdmins(app.db);
  });

  app.delete<{ Params: { phone: string } }>('/api/admin/admins/:phone', async (request) => {
    await revokeAdmin(
      app.db,
      request.admin.phoneNumber,
      adminPhone(request.params.phone),
      app.clock.now(),
    );
    return listAdmins(app.db);
  });

  app.post('/api/admin/registry/preview', async (request) => {
    const parsed = parseEmployeeCsv(parse(CsvInput, request.body).csv);
    const unique = [...new Set(parsed.codes)];
    const present = new Set<string>();
    for (let i = 0; i < unique.length; i += 500) {
      const rows = await app.db
        .selectFrom('employee_codes')
        .select('code')
        .where('code', 'in', unique.slice(i, i + 500))
        .execute();
      rows.forEach((row) => present.add(row.code));
    }
    const added = unique.filter((code) => !present.has(code)).length;
    return {
      added,
      alreadyPresent: parsed.codes.length - added,
      invalid: parsed.invalid,
      sample: unique.slice(0, 10),
    };
  });

  app.post('/api/admin/registry/apply', async (request) => {
    const report = await importEmployeeCodes(
      app.db,
      parseEmployeeCsv(parse(CsvInput, request.body).csv),
      app.clock.now(),
    );
    await audit(
      app.db,
      request.admin.phoneNumber,
      'registry.import',
      {
        added: report.added,
        alreadyPresent: report.alreadyPresent,
        invalid: report.invalid.length,
      },
      app.clock.now(),
    );
    return report;
  });

  app.get<{ Params: { code: string } }>('/api/admin/registry/:code', async (request) => {
    const code = normaliseEmployeeCode(request.params.code);
    const row = await app.db
      .selectFrom('employee_codes')
      .select(['code', 'status'])
      .where('code', '=', code)
      .executeTakeFirst();
    if (!row) throw errors.notFound('No such employee code');
    const profile = await app.db
      .selectFrom('profiles')
      .select(['name', 'rso'])
      .where('employee_id', '=', code)
      .executeTakeFirst();
    return { ...row, registeredBy: profile ?? null };
  });

  app.post<{ Params: { code: string } }>('/api/admin/registry/:code/reset', async (request) => {
    const code = normaliseEmployeeCode(request.params.code);
    const result = await app.db
      .updateTable('employee_codes')
      .set({ status: 'notregistered', updated_at: app.clock.now() })
      .where('code', '=', code)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw errors.notFound('No such employee code');
    await audit(app.db, request.admin.phoneNumber, 'registry.reset', { code }, app.clock.now());
    return { code, status: 'notregistered' };
  });

  app.get<{ Params: { phone: string } }>('/api/admin/sign-in-limits/:phone', async (request) =>
    readPhoneLimits(app.db, adminPhone(request.params.phone), app.clock.now()),
  );

  // For a phone whose codes a stranger used up: its owner may ask for a code at once.
  app.delete<{ Params: { phone: string } }>('/api/admin/sign-in-limits/:phone', async (request) => {
    const phone = adminPhone(request.params.phone);
    const now = app.clock.now();
    return app.db.transaction().execute(async (trx) => {
      const before = await readPhoneLimits(trx, phone, now);
      await clearPhoneLimits(trx, phone);
      const after = await readPhoneLimits(trx, phone, now);
      await audit(trx, request.admin.phoneNumber, 'sign-in-limits.clear', { before, after }, now);
      return after;
    });
  });

  app.get('/api/admin/audit', async () => recentAudit(app.db));

  app.get('/api/admin/analytics', async () => analytics(app.db));
}
