// The quiz editor's API: quizzes, questions, images, import and export, regrade. Admins only; every
// change is audited and tells open screens to read the quizzes again.
import { randomInt } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type {
  AdminQuiz,
  AdminQuizList,
  ImportReport,
  QuizDetail,
  QuizPreview,
  RegradeReport,
} from '../../../common/quiz-editor-api.js';
import {
  QuestionInput,
  QuestionOrderInput,
  QuestionParams,
  QuizInput,
  QuizParams,
} from '../../../common/quiz.js';
import { AppError, parseInput } from '../../errors.js';
import { requireAdmin } from '../admin/admin-guard.js';
import { sendCsv } from '../admin/csv.js';
import { sendQuestionImage } from '../quiz/question-images.js';
import { pickQuestions } from '../quiz/pick-questions.js';
import { findQuiz, optionsOf, presentSummary, readQuestions, toServed } from '../quiz/quizzes.js';
import { adminImageUrl, presentQuizDetail, presentQuizList } from './present-quiz.js';
import { questionsCsv } from './question-csv.js';
import { parseQuestionFile } from './question-file.js';
import { quizTemplateXlsx } from './question-xlsx.js';
import { processQuestionImage, questionImageKey } from './question-image.js';
import { importQuestions } from './question-import.js';
import {
  addQuestion,
  archiveQuiz,
  createQuiz,
  deleteQuestion,
  deleteQuiz,
  duplicateQuiz,
  reorderQuestions,
  setQuestionImage,
  setQuizOpen,
  updateQuestion,
  updateQuiz,
  type Actor,
  type Trx,
} from './quiz-editor-service.js';
import { regradeQuiz } from './regrade.js';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];

const DryRunQuery = z.object({ dryRun: z.enum(['0', '1', 'true', 'false']).optional() });
const OpenInput = z.strictObject({ open: z.boolean() });

export async function quizEditorRoutes(app: FastifyInstance): Promise<void> {
  requireAdmin(app);

  const actorOf = (request: FastifyRequest): Actor => ({
    phone: request.user.phoneNumber,
    now: app.clock.now(),
    timeZone: app.site.event.timeZone,
  });
  const quizIdOf = (request: FastifyRequest) =>
    parseInput(QuizParams, request.params, { code: 'not_found' }).quizId;
  const questionOf = (request: FastifyRequest) =>
    parseInput(QuestionParams, request.params, { code: 'not_found' });
  const dryRunOf = (request: FastifyRequest) => {
    const { dryRun } = parseInput(DryRunQuery, request.query);
    return dryRun === '1' || dryRun === 'true';
  };

  /** Runs one change in a transaction, then tells every instance's open screens. */
  async function change<T>(work: (trx: Trx) => Promise<T>): Promise<T> {
    const result = await app.db.transaction().execute(work);
    await app.bus.publish({ type: 'games' });
    return result;
  }
  async function detail(quizId: string): Promise<QuizDetail> {
    const found = await presentQuizDetail(app.db, quizId, app.site.event.timeZone, app.clock.now());
    if (!found) throw new AppError('not_found');
    return found;
  }
  async function oneQuiz(quizId: string): Promise<AdminQuiz> {
    return (await detail(quizId)).quiz;
  }

  app.get('/api/admin/quizzes', async (): Promise<AdminQuizList> => ({
    quizzes: await presentQuizList(app.db, app.site.event.timeZone, app.clock.now()),
  }));

  app.post('/api/admin/quizzes', async (request, reply): Promise<AdminQuiz> => {
    const input = parseInput(QuizInput, request.body, {
      code: 'invalid_quiz',
      formRulesOnly: true,
    });
    const id = await change((trx) => createQuiz(trx, input, actorOf(request)));
    void reply.status(201);
    return oneQuiz(id);
  });

  app.get('/api/admin/quizzes/:quizId', async (request): Promise<QuizDetail> =>
    detail(quizIdOf(request)),
  );

  app.put('/api/admin/quizzes/:quizId', async (request): Promise<AdminQuiz> => {
    const quizId = quizIdOf(request);
    const input = parseInput(QuizInput, request.body, {
      code: 'invalid_quiz',
      formRulesOnly: true,
    });
    await change((trx) => updateQuiz(trx, quizId, input, actorOf(request)));
    return oneQuiz(quizId);
  });

  app.put('/api/admin/quizzes/:quizId/open', async (request): Promise<AdminQuiz> => {
    const quizId = quizIdOf(request);
    const { open } = parseInput(OpenInput, request.body, {
      code: 'invalid_quiz',
      formRulesOnly: true,
    });
    await change((trx) => setQuizOpen(trx, quizId, open, actorOf(request)));
    return oneQuiz(quizId);
  });

  app.post('/api/admin/quizzes/:quizId/duplicate', async (request, reply): Promise<AdminQuiz> => {
    const quizId = quizIdOf(request);
    const id = await change((trx) => duplicateQuiz(trx, quizId, actorOf(request)));
    void reply.status(201);
    return oneQuiz(id);
  });

  for (const [action, archived] of [
    ['archive', true],
    ['restore', false],
  ] as const) {
    app.post(`/api/admin/quizzes/:quizId/${action}`, async (request): Promise<AdminQuiz> => {
      const quizId = quizIdOf(request);
      await change((trx) => archiveQuiz(trx, quizId, archived, actorOf(request)));
      return oneQuiz(quizId);
    });
  }

  app.delete('/api/admin/quizzes/:quizId', async (request, reply) => {
    const quizId = quizIdOf(request);
    await change((trx) => deleteQuiz(trx, quizId, actorOf(request)));
    return reply.status(204).send();
  });

  app.post('/api/admin/quizzes/:quizId/questions', async (request, reply): Promise<QuizDetail> => {
    const quizId = quizIdOf(request);
    const input = parseInput(QuestionInput, request.body, {
      code: 'invalid_quiz',
      formRulesOnly: true,
    });
    await change((trx) => addQuestion(trx, quizId, input, actorOf(request)));
    void reply.status(201);
    return detail(quizId);
  });

  app.put(
    '/api/admin/quizzes/:quizId/questions/:questionId',
    async (request): Promise<QuizDetail> => {
      const { quizId, questionId } = questionOf(request);
      const input = parseInput(QuestionInput, request.body, {
        code: 'invalid_quiz',
        formRulesOnly: true,
      });
      await change((trx) => updateQuestion(trx, quizId, questionId, input, actorOf(request)));
      return detail(quizId);
    },
  );

  app.delete(
    '/api/admin/quizzes/:quizId/questions/:questionId',
    async (request): Promise<QuizDetail> => {
      const { quizId, questionId } = questionOf(request);
      await change((trx) => deleteQuestion(trx, quizId, questionId, actorOf(request)));
      return detail(quizId);
    },
  );

  app.put('/api/admin/quizzes/:quizId/order', async (request): Promise<QuizDetail> => {
    const quizId = quizIdOf(request);
    const { ids } = parseInput(QuestionOrderInput, request.body, {
      code: 'invalid_quiz',
      formRulesOnly: true,
    });
    await change((trx) => reorderQuestions(trx, quizId, ids, actorOf(request)));
    return detail(quizId);
  });

  app.delete(
    '/api/admin/quizzes/:quizId/questions/:questionId/image',
    async (request): Promise<QuizDetail> => {
      const { quizId, questionId } = questionOf(request);
      await change((trx) => setQuestionImage(trx, quizId, questionId, null, actorOf(request)));
      return detail(quizId);
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
    const questions = pickQuestions(
      await readQuestions(app.db, quiz.id),
      quiz.questions_per_play,
      randomInt,
    ).map(toServed);
    return {
      quiz: presentSummary(quiz),
      questions: questions.map((question) => ({
        id: question.id,
        question: question.question,
        options: question.options,
        answer: question.answer,
        image: adminImageUrl(quiz.id, question.id, question.image),
      })),
    };
  });

  app.get('/api/admin/quizzes/:quizId/questions.csv', async (request, reply) => {
    const quizId = quizIdOf(request);
    await detail(quizId);
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
    const report = await app.db.transaction().execute((trx) =>
      regradeQuiz(trx, quizId, {
        dryRun,
        actor: actorOf(request),
        teamLabel: (rso) => app.site.teams[rso].label,
      }),
    );
    if (!dryRun && report.teams.length > 0) await app.bus.publish({ type: 'counters' });
    return report;
  });

  // Files as the request body itself: only this scope reads them, and only here is the body larger
  // than the 64 kB every other request keeps to.
  await app.register(async (uploads) => {
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser(
      ['text/csv', XLSX_TYPE, ...IMAGE_TYPES],
      { parseAs: 'buffer' },
      (_request, body, done) => done(null, body),
    );
    uploads.setErrorHandler((error: FastifyError, request) => {
      const isImage = request.url.includes('/image');
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        throw isImage ? new AppError('image_too_large') : new AppError('quiz_file_too_large');
      if (
        error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ||
        error.code === 'FST_ERR_CTP_EMPTY_TYPE'
      )
        throw isImage ? new AppError('image_not_image') : new AppError('quiz_file_not_supported');
      throw error;
    });
    const bodyOf = (request: FastifyRequest): Buffer => {
      if (!Buffer.isBuffer(request.body)) throw new AppError('bad_upload');
      return request.body;
    };

    uploads.put(
      '/api/admin/quizzes/:quizId/questions/:questionId/image',
      { bodyLimit: IMAGE_MAX_BYTES },
      async (request): Promise<QuizDetail> => {
        const { quizId, questionId } = questionOf(request);
        if (!IMAGE_TYPES.includes(request.headers['content-type'] ?? ''))
          throw new AppError('image_not_image');
        const image = await processQuestionImage(bodyOf(request));
        const key = questionImageKey(quizId, image);
        // Stored first: a key names its bytes, so a failed save leaves only an unused file, and a
        // play served an earlier image keeps reading it.
        await app.storage.put(key, image);
        await change((trx) => setQuestionImage(trx, quizId, questionId, key, actorOf(request)));
        return detail(quizId);
      },
    );

    uploads.post(
      '/api/admin/quizzes/:quizId/import',
      { bodyLimit: IMPORT_MAX_BYTES },
      async (request): Promise<ImportReport> => {
        const quizId = quizIdOf(request);
        const dryRun = dryRunOf(request);
        const type = request.headers['content-type'] ?? '';
        const kind = type.startsWith('text/csv') ? 'csv' : type === XLSX_TYPE ? 'xlsx' : null;
        if (!kind) throw new AppError('quiz_file_not_supported');
        const { rows } = await parseQuestionFile(bodyOf(request), kind);
        const run = (trx: Trx) =>
          importQuestions(trx, quizId, rows, { dryRun, actor: actorOf(request) });
        return dryRun ? app.db.transaction().execute(run) : change(run);
      },
    );
  });
}
