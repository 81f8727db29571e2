// The quiz editor's API: quizzes, questions, images, import and export, regrade. Admins only; every
// change runs through the change pipeline (server/changes), audited, and a quiz's change tells open
// screens to read the quizzes again.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DryRunQuery } from '../../../common/dry-run.js';
import {
  AdminQuiz,
  AdminQuizList,
  QuizDetail,
  QuizPreview,
  RegradeReport,
} from '../../../common/quiz-editor-api.js';
import { QuestionInput, QuestionOrderInput, QuizInput } from '../../../common/quiz.js';
import { actorOf, publishEvents, runChange } from '../../changes/run-change.js';
import { AppError } from '../../errors.js';
import { refusedAs, type ZodTypeProvider } from '../../route-schemas.js';
import { requireAdmin } from '../auth/require-admin.js';
import { sendCsv } from '../../files/csv-writer.js';
import { roundWithAnswers } from '../quiz/play-service.js';
import { sendQuestionImage } from '../quiz/question-images.js';
import { findQuiz, optionsOf, presentSummary, readQuestions } from '../quiz/quizzes.js';
import { adminImageUrl, presentQuizList } from './present-quiz.js';
import { questionsCsv } from './question-csv.js';
import { quizTemplateXlsx } from './question-xlsx.js';
import {
  addQuestion,
  deleteQuestion,
  reorderQuestions,
  setQuestionImage,
  updateQuestion,
} from './question-service.js';
import {
  archiveQuiz,
  createQuiz,
  deleteQuiz,
  duplicateQuiz,
  setQuizOpen,
  updateQuiz,
} from './quiz-editor-service.js';
import { regradeQuiz } from './regrade.js';
import { detail, editorClock, questionParams, quizParams } from './route-helpers.js';
import { quizUploadRoutes, XLSX_TYPE } from './upload-routes.js';

const OpenInput = z.strictObject({ open: z.boolean() });

/** An editor's form: a rule of the form answers invalid_quiz, anything else bad_request. */
const form = <T extends z.ZodType>(schema: T) =>
  refusedAs(schema, { code: 'invalid_quiz', formRulesOnly: true });

/** What a route answers: the quiz, or the quiz with its questions; a new one with 201. */
const quizReply = { response: { 200: AdminQuiz } };
const newQuizReply = { response: { 201: AdminQuiz } };
const detailReply = { response: { 200: QuizDetail } };
const ofQuiz = { params: quizParams };
const ofQuestion = { params: questionParams };
const quizChange = { ...ofQuiz, ...quizReply };
const quizDetail = { ...ofQuiz, ...detailReply };
const questionChange = { ...ofQuestion, ...detailReply };

export async function quizEditorRoutes(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  requireAdmin(app);

  const oneQuiz = async (quizId: string): Promise<AdminQuiz> => (await detail(app, quizId)).quiz;

  const listSchema = { response: { 200: AdminQuizList } };
  app.get('/api/admin/quizzes', { schema: listSchema }, async () => ({
    quizzes: await presentQuizList(app.db, app.site.event.timeZone, editorClock(app)),
  }));

  const createSchema = { ...newQuizReply, body: form(QuizInput) };
  app.post('/api/admin/quizzes', { schema: createSchema }, async (request, reply) => {
    const id = await runChange(app, request, (trx, actor) => createQuiz(trx, request.body, actor));
    void reply.status(201);
    return oneQuiz(id);
  });

  app.get('/api/admin/quizzes/:quizId', { schema: quizDetail }, async (request) =>
    detail(app, request.params.quizId),
  );

  const saveSchema = { ...quizChange, body: form(QuizInput) };
  app.put('/api/admin/quizzes/:quizId', { schema: saveSchema }, async (request) => {
    const { quizId } = request.params;
    await runChange(app, request, (trx, actor) => updateQuiz(trx, quizId, request.body, actor));
    return oneQuiz(quizId);
  });

  const openSchema = { ...quizChange, body: form(OpenInput) };
  app.put('/api/admin/quizzes/:quizId/open', { schema: openSchema }, async (request) => {
    const { quizId } = request.params;
    const { open } = request.body;
    await runChange(app, request, (trx, actor) => setQuizOpen(trx, quizId, open, actor));
    return oneQuiz(quizId);
  });

  const duplicateSchema = { ...ofQuiz, ...newQuizReply };
  app.post(
    '/api/admin/quizzes/:quizId/duplicate',
    { schema: duplicateSchema },
    async (request, reply) => {
      const { quizId } = request.params;
      const id = await runChange(app, request, (trx, actor) => duplicateQuiz(trx, quizId, actor));
      void reply.status(201);
      return oneQuiz(id);
    },
  );

  for (const [action, archived] of [
    ['archive', true],
    ['restore', false],
  ] as const) {
    app.post(`/api/admin/quizzes/:quizId/${action}`, { schema: quizChange }, async (request) => {
      const { quizId } = request.params;
      await runChange(app, request, (trx, actor) => archiveQuiz(trx, quizId, archived, actor));
      return oneQuiz(quizId);
    });
  }

  app.delete('/api/admin/quizzes/:quizId', { schema: ofQuiz }, async (request, reply) => {
    const { quizId } = request.params;
    await runChange(app, request, (trx) => deleteQuiz(trx, quizId));
    return reply.status(204).send();
  });

  const addSchema = { ...ofQuiz, response: { 201: QuizDetail }, body: form(QuestionInput) };
  app.post(
    '/api/admin/quizzes/:quizId/questions',
    { schema: addSchema },
    async (request, reply) => {
      const { quizId } = request.params;
      await runChange(app, request, (trx, actor) => addQuestion(trx, quizId, request.body, actor));
      void reply.status(201);
      return detail(app, quizId);
    },
  );

  const questionSchema = { ...questionChange, body: form(QuestionInput) };
  app.put(
    '/api/admin/quizzes/:quizId/questions/:questionId',
    { schema: questionSchema },
    async (request) => {
      const { quizId, questionId } = request.params;
      const input = request.body;
      await runChange(app, request, (trx, actor) =>
        updateQuestion(trx, quizId, questionId, input, actor),
      );
      return detail(app, quizId);
    },
  );

  app.delete(
    '/api/admin/quizzes/:quizId/questions/:questionId',
    { schema: questionChange },
    async (request) => {
      const { quizId, questionId } = request.params;
      await runChange(app, request, (trx) => deleteQuestion(trx, quizId, questionId));
      return detail(app, quizId);
    },
  );

  const orderSchema = { ...quizDetail, body: form(QuestionOrderInput) };
  app.put('/api/admin/quizzes/:quizId/order', { schema: orderSchema }, async (request) => {
    const { quizId } = request.params;
    const { ids } = request.body;
    await runChange(app, request, (trx) => reorderQuestions(trx, quizId, ids));
    return detail(app, quizId);
  });

  app.delete(
    '/api/admin/quizzes/:quizId/questions/:questionId/image',
    { schema: questionChange },
    async (request) => {
      const { quizId, questionId } = request.params;
      await runChange(app, request, (trx, actor) =>
        setQuestionImage(trx, quizId, questionId, null, actor),
      );
      return detail(app, quizId);
    },
  );

  app.get(
    '/api/admin/quizzes/:quizId/questions/:questionId/image',
    { schema: ofQuestion },
    async (request, reply) => {
      const { quizId, questionId } = request.params;
      const question = await app.db
        .selectFrom('questions')
        .select('image_key')
        .where('quiz_id', '=', quizId)
        .where('id', '=', questionId)
        .executeTakeFirst();
      const image = question?.image_key ? await app.storage.get(question.image_key) : null;
      if (!image) throw new AppError('not_found');
      return sendQuestionImage(reply, image);
    },
  );

  // The organiser plays the quiz as a player would, graded in their browser, before it opens.
  const previewSchema = { ...ofQuiz, response: { 200: QuizPreview } };
  app.get('/api/admin/quizzes/:quizId/preview', { schema: previewSchema }, async (request) => {
    const quiz = await findQuiz(app.db, request.params.quizId);
    if (!quiz) throw new AppError('not_found');
    return {
      quiz: presentSummary(quiz),
      questions: await roundWithAnswers(app.db, quiz, (question) =>
        adminImageUrl(quiz.id, question.id, question.image),
      ),
    };
  });

  app.get(
    '/api/admin/quizzes/:quizId/questions.csv',
    { schema: ofQuiz },
    async (request, reply) => {
      const { quizId } = request.params;
      await detail(app, quizId);
      const rows = await readQuestions(app.db, quizId);
      const csv = questionsCsv(
        rows.map((row) => ({
          id: row.id,
          text: row.text,
          options: optionsOf(row),
          correct: row.correct,
          explanation: row.explanation,
        })),
      );
      return sendCsv(reply, `questions-${quizId}.csv`, csv);
    },
  );

  app.get('/api/admin/quiz-template.xlsx', async (_request, reply) =>
    reply
      .header('content-type', XLSX_TYPE)
      .header('content-disposition', 'attachment; filename="quiz-questions-template.xlsx"')
      .send(await quizTemplateXlsx()),
  );

  const regradeSchema = { ...ofQuiz, querystring: DryRunQuery, response: { 200: RegradeReport } };
  app.post('/api/admin/quizzes/:quizId/regrade', { schema: regradeSchema }, async (request) => {
    const { quizId } = request.params;
    const { dryRun } = request.query;
    const report = await regradeQuiz(app.db, quizId, {
      dryRun,
      actor: actorOf(app, request),
      teamLabel: (key) => app.site.teams.find((team) => team.key === key)?.label.en ?? key,
    });
    if (!dryRun && report.teams.length > 0) await publishEvents(app, [{ type: 'counters' }]);
    return report;
  });

  await app.register(quizUploadRoutes);
}
