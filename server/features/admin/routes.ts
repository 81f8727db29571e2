// The admin area's API. Every route checks the role on the server: 401 signed out, 403 not an admin.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errors, parseInput } from '../../errors.js';
import { findSessionUser, type SessionUser } from '../auth/sessions.js';
import { importEmployeeCodes, parseEmployeeCsv } from '../registry/employee-codes.js';
import { accessRoutes } from './access-routes.js';
import { audit, isAdmin } from './admin-service.js';
import { peopleRoutes } from './people-routes.js';
import { reportRoutes } from './report-routes.js';

const CsvInput = z.strictObject({ csv: z.string().max(5_000_000) });

declare module 'fastify' {
  interface FastifyRequest {
    admin: SessionUser;
  }
}

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  app.decorateRequest('admin', null as unknown as SessionUser);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const user = await findSessionUser(app.db, app.config, request, app.clock.now());
    if (!user) throw errors.notSignedIn();
    if (!(await isAdmin(app.db, user.phoneNumber))) throw errors.forbidden();
    request.admin = user;
  });

  await app.register(reportRoutes);
  await app.register(peopleRoutes);
  await app.register(accessRoutes);

  app.post('/api/admin/registry/preview', async (request) => {
    const parsed = parseEmployeeCsv(parseInput(CsvInput, request.body).csv);
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
      parseEmployeeCsv(parseInput(CsvInput, request.body).csv),
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
}
