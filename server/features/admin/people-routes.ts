// Registered people: the searchable list and its CSV, one person, and the corrections to them.
import type { FastifyInstance } from 'fastify';
import { RegistrationQuery } from '../../../common/admin.js';
import type { PersonRecord, Registrations } from '../../../common/admin-api.js';
import { AttemptParams, ProfileCorrection, UserParams } from '../../../common/corrections.js';
import { parseInput } from '../../errors.js';
import { findRegistrations } from './admin-queries.js';
import { answerCorrection } from './correction-route.js';
import { correctProfile, removeRegistration, voidAttempt } from './corrections.js';
import { sendCsv, toCsv } from '../../files/csv-writer.js';
import { readPerson } from './person-record.js';

export async function peopleRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/admin/registrations', async (request): Promise<Registrations> => {
    const query = parseInput(RegistrationQuery, request.query);
    return {
      ...(await findRegistrations(app.db, query)),
      page: query.page,
      pageSize: query.pageSize,
    };
  });

  app.get('/api/admin/registrations.csv', async (request, reply) => {
    const query = parseInput(RegistrationQuery, request.query);
    const { rows } = await findRegistrations(app.db, { ...query, page: 1 }, 1_000_000);
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

  app.get('/api/admin/users/:uid', async (request): Promise<PersonRecord> => {
    const { uid } = parseInput(UserParams, request.params);
    return readPerson(app.db, uid);
  });

  app.patch('/api/admin/users/:uid', async (request) => {
    const { uid } = parseInput(UserParams, request.params);
    const changes = parseInput(ProfileCorrection, request.body);
    return answerCorrection(app, request, (trx, actor) =>
      correctProfile(trx, app.site, uid, changes, actor),
    );
  });

  app.delete('/api/admin/users/:uid/registration', async (request) => {
    const { uid } = parseInput(UserParams, request.params);
    return answerCorrection(app, request, (trx, actor) => removeRegistration(trx, uid, actor));
  });

  app.delete('/api/admin/users/:uid/attempts/:quizId', async (request) => {
    const { uid, quizId } = parseInput(AttemptParams, request.params);
    return answerCorrection(app, request, (trx) => voidAttempt(trx, uid, quizId));
  });
}
