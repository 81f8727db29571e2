// Registered people: the searchable list and its CSV, one person, and the corrections to them.
// Every route checks the role on the server: 401 signed out, 403 not an admin.
import type { FastifyInstance } from 'fastify';
import { RegistrationQuery } from '../../../common/admin.js';
import { PersonRecord, Registrations } from '../../../common/admin-api.js';
import { AttemptParams, ProfileCorrection, UserParams } from '../../../common/corrections.js';
import type { ZodTypeProvider } from '../../route-schemas.js';
import { requireAdmin } from '../auth/require-admin.js';
import { findRegistrations } from './registrations.js';
import { answerCorrection, correctionSchema } from './correction-route.js';
import { correctProfile, removeRegistration, voidAttempt } from './corrections.js';
import { sendCsv, toCsv } from '../../files/csv-writer.js';
import { readPerson } from './person-record.js';

export async function peopleRoutes(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  requireAdmin(app);
  const search = { querystring: RegistrationQuery };
  const person = { params: UserParams };

  const registrationsSchema = { ...search, response: { 200: Registrations } };
  app.get('/api/admin/registrations', { schema: registrationsSchema }, async (request) => {
    const { query } = request;
    return {
      ...(await findRegistrations(app.db, query)),
      page: query.page,
      pageSize: query.pageSize,
    };
  });

  app.get('/api/admin/registrations.csv', { schema: search }, async (request, reply) => {
    const { rows } = await findRegistrations(app.db, { ...request.query, page: 1 }, 1_000_000);
    // Each team by its office's name as organisers set it; a team since removed by its key.
    const offices = new Map(app.site.teams.map((team) => [team.key, team.office.en]));
    const csv = toCsv(rows, [
      { header: 'Employee ID', value: (r) => r.employeeId },
      { header: 'Name', value: (r) => r.name },
      { header: 'Gender', value: (r) => r.gender },
      { header: 'RSO', value: (r) => offices.get(r.team) ?? r.team },
      { header: 'Team', value: (r) => r.teamLabel },
      { header: 'Phone', value: (r) => r.phone },
      { header: 'Registered at', value: (r) => new Date(r.createdAt).toISOString() },
    ]);
    return sendCsv(reply, 'registrations.csv', csv);
  });

  const personSchema = { ...person, response: { 200: PersonRecord } };
  app.get('/api/admin/users/:uid', { schema: personSchema }, async (request) =>
    readPerson(app.db, request.params.uid),
  );

  const correctSchema = { ...person, body: ProfileCorrection, ...correctionSchema };
  app.patch('/api/admin/users/:uid', { schema: correctSchema }, async (request) =>
    answerCorrection(app, request, (trx, actor) =>
      correctProfile(trx, app.site, request.params.uid, request.body, actor),
    ),
  );

  const removeSchema = { ...person, ...correctionSchema };
  app.delete('/api/admin/users/:uid/registration', { schema: removeSchema }, async (request) =>
    answerCorrection(app, request, (trx, actor) =>
      removeRegistration(trx, request.params.uid, actor),
    ),
  );

  const voidSchema = { params: AttemptParams, ...correctionSchema };
  app.delete('/api/admin/users/:uid/attempts/:quizId', { schema: voidSchema }, async (request) => {
    const { uid, quizId } = request.params;
    return answerCorrection(app, request, (trx) => voidAttempt(trx, uid, quizId));
  });
}
