// The quiz editor's API: quizzes, questions, images, import and export, regrade. Admins only; every
// change runs through the change pipeline (server/changes), audited, and a quiz's change tells open
// screens to read the quizzes again.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type {
  AdminQuiz,
  AdminQuizList,
  QuizDetail,
  QuizPreview,
  RegradeReport,
} from '../../../common/quiz-editor-api.js';
import { QuestionInput, QuestionOrderInput, QuizInput } from '../../../common/quiz.js';
import { actorOf, dryRunOf, publishEvents, runChange } from '../../changes/run-change.js';
import { AppError, parseInput } from '../../errors.js';
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
import { detail, questionOf, quizIdOf } from './route-helpers.js';
import { quizUploadRoutes, XLSX_TYPE } from './upload-routes.js';

const OpenInput = z.strictObject({ open: z.boolean() });

export async function quizEditorRoutes(app: FastifyInstance): Promise<void> {
  requireAdmin(app);

  const oneQuiz = async (quizId: string): Promise<AdminQuiz> => (await detail(app, quizId)).quiz;

  app.get('/api/admin/quizzes', async (): Promise<AdminQuizList> => ({
    quizzes: await presentQuizList(app.db, app.site.event.timeZone, app.clock.now()),
  }));

  app.post('/api/admin/quizzes', async (request, reply): Promise<AdminQuiz> => {
    const input = parseInput(QuizInput, request.body, {
      code: 'invalid_quiz',
      formRulesOnly: true,
    });
    const id = await runChange(app, request, (trx, actor) => createQuiz(trx, input, actor));
    void reply.status(201);
    return oneQuiz(id);
  });

  app.get('/api/admin/quizzes/:quizId', async (request): Promise<QuizDetail> =>
    detail(app, quizIdOf(request)),
  );

  app.put('/api/admin/quizzes/:quizId', async (request): Promise<AdminQuiz> => {
    const quizId = quizIdOf(request);
    const input = parseInput(QuizInput, request.body, {
      code: 'invalid_quiz',
      formRulesOnly: true,
    });
    await runChange(app, request, (trx, actor) => updateQuiz(trx, quizId, input, actor));
    return oneQuiz(quizId);
  });

  app.put('/api/admin/quizzes/:quizId/open', async (request): Promise<AdminQuiz> => {
    const quizId = quizIdOf(request);
    const { open } = parseInput(OpenInput, request.body, {
      code: 'invalid_quiz',
      formRulesOnly: true,
    });
    await runChange(app, request, (trx, actor) => setQuizOpen(trx, quizId, open, actor));
    return oneQuiz(quizId);
  });

  app.post('/api/admin/quizzes/:quizId/duplicate', async (request, reply): Promise<AdminQuiz> => {
    const quizId = quizIdOf(request);
    const id = await runChange(app, request, (trx, actor) => duplicateQuiz(trx, quizId, actor));
    void reply.status(201);
    return oneQuiz(id);
  });

  for (const [action, archived] of [
    ['archive', true],
    ['restore', false],
  ] as const) {
    app.post(`/api/admin/quizzes/:quizId/${action}`, async (request): Promise<AdminQuiz> => {
      const quizId = quizIdOf(request);
      await runChange(app, request, (trx, actor) => archiveQuiz(trx, quizId, archived, actor));
      return oneQuiz(quizId);
    });
  }

  app.delete('/api/admin/quizzes/:quizId', async (request, reply) => {
    const quizId = quizIdOf(request);
    await runChange(app, request, (trx) => deleteQuiz(trx, quizId));
    return reply.status(204).send();
  });

  app.post('/api/admin/quizzes/:quizId/questions', async (request, reply): Promise<QuizDetail> => {
    const quizId = quizIdOf(request);
    const input = parseInput(QuestionInput, request.body, {
      code: 'invalid_quiz',
      formRulesOnly: true,
    });
    await runChange(app, request, (trx, actor) => addQuestion(trx, quizId, input, actor));
    void reply.status(201);
    return detail(app, quizId);
  });

  app.put(
    '/api/admin/quizzes/:quizId/questions/:questionId',
    async (request): Promise<QuizDetail> => {
      const { quizId, questionId } = questionOf(request);
      const input = parseInput(QuestionInput, request.body, {
        code: 'invalid_quiz',
        formRulesOnly: true,
      });
      await runChange(app, request, (trx, actor) =>
        updateQuestion(trx, quizId, questionId, input, actor),
      );
      return detail(app, quizId);
    },
  );

  app.delete(
    '/api/admin/quizzes/:quizId/questions/:questionId',
    async (request): Promise<QuizDetail> => {
      const { quizId, questionId } = questionOf(request);
      await runChange(app, request, (trx) => deleteQuestion(trx, quizId, questionId));
      return detail(app, quizId);
    },
  );

  app.put('/api/admin/quizzes/:quizId/order', async (request): Promise<QuizDetail> => {
    const quizId = quizIdOf(request);
    const { ids } = parseInput(QuestionOrderInput, request.body, {
      code: 'invalid_quiz',
      formRulesOnly: true,
    });
    await runChange(app, request, (trx) => reorderQuestions(trx, quizId, ids));
    return detail(app, quizId);
  });

  app.delete(
    '/api/admin/quizzes/:quizId/questions/:questionId/image',
    async (request): Promise<QuizDetail> => {
      const { quizId, questionId } = questionOf(request);
      await runChange(app, request, (trx, actor) =>
        setQuestionImage(trx, quizId, questionId, null, actor),
      );
      return detail(app, quizId);
    },
  );

  app.get('/api/admin/quizzes/:quizId/questions/:questionId/image', async (request, reply) => {
    const { quizId, questionId } = questionOf(request);
    const question = await app.db
      .selectFrom('questions')
      .select('image_key')
      .where('quiz_id', '=', quizId)
      .where('id', '=', questionId)
      .executeTakeFirst();
    const image = question?.image_key ? await app.storage.get(question.image_key) : null;
    if (!image) throw new AppError('not_found');
    return sendQuestionImage(reply, image);
  });

  // The organiser plays the quiz as a player would, graded in their browser, before it opens.
  app.get('/api/admin/quizzes/:quizId/preview', async (request): Promise<QuizPreview> => {
    const quiz = await findQuiz(app.db, quizIdOf(request));
    if (!quiz) throw new AppError('not_found');
    return {
      quiz: presentSummary(quiz),
      questions: await roundWithAnswers(app.db, quiz, (question) =>
        adminImageUrl(quiz.id, question.id, question.image),
      ),
    };
  });

  app.get('/api/admin/quizzes/:quizId/questions.csv', async (request, reply) => {
    const quizId = quizIdOf(request);
    await detail(app, quizId);
    const rows = await readQuestions(app.db, quizId);
    const csv = questionsCsv(
      rows.map((row) => ({
        id: row.id,
        text: row.text,
        options: optionsOf(row),
        correct: row.correct,
      })),
    );
    return sendCsv(reply, `questions-${quizId}.csv`, csv);
  });

  app.get('/api/admin/quiz-template.xlsx', async (_request, reply) =>
    reply
      .header('content-type', XLSX_TYPE)
      .header('content-disposition', 'attachment; filename="quiz-questions-template.xlsx"')
      .send(await quizTemplateXlsx()),
  );

  app.post('/api/admin/quizzes/:quizId/regrade', async (request): Promise<RegradeReport> => {
    const quizId = quizIdOf(request);
    const dryRun = dryRunOf(request);
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
