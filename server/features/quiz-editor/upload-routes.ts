// The quiz editor's uploads: a question's picture, and a file of questions to import. Each is the
// file itself as the request body, read only in this scope, the only one whose body may pass the
// 64 kB every other request keeps to. A route declares its params, query and reply; the file it
// reads itself, checked by its content.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DryRunQuery } from '../../../common/dry-run.js';
import { ImportReport, QuizDetail } from '../../../common/quiz-editor-api.js';
import {
  IMAGE_MAX_BYTES,
  QUESTION_FILE_MAX_BYTES,
  QUESTION_IMAGE_TYPES,
} from '../../../common/upload-limits.js';
import { runChange } from '../../changes/run-change.js';
import { AppError } from '../../errors.js';
import { readerModule } from '../../files/file-readers.js';
import { acceptUploads } from '../../files/upload-scope.js';
import type { ZodTypeProvider } from '../../route-schemas.js';
import type { ParsedQuestionFile } from './question-file.js';
import type { QuestionFileInput } from './question-file-worker.js';
import { processQuestionImage, questionImageKey } from './question-image.js';
import { importQuestions } from './question-import.js';
import { setQuestionImage } from './question-service.js';
import { detail, questionParams, quizParams } from './route-helpers.js';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const IMAGE_TYPES: readonly string[] = QUESTION_IMAGE_TYPES;
const QUESTION_FILE_READER = readerModule(import.meta.url, 'question-file-worker');

/** Registered inside the admin-only quiz editor scope, so its guard runs first. */
export async function quizUploadRoutes(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const isImage = (request: FastifyRequest) => request.url.includes('/image');
  await acceptUploads(app, {
    whole: ['text/csv', XLSX_TYPE, ...IMAGE_TYPES],
    tooLarge: (request) =>
      isImage(request) ? new AppError('image_too_large') : new AppError('quiz_file_too_large'),
    notAccepted: (request) =>
      isImage(request) ? new AppError('image_not_image') : new AppError('quiz_file_not_supported'),
  });
  const bodyOf = (request: FastifyRequest): Buffer => {
    if (!Buffer.isBuffer(request.body)) throw new AppError('bad_upload');
    return request.body;
  };

  app.put(
    '/api/admin/quizzes/:quizId/questions/:questionId/image',
    {
      bodyLimit: IMAGE_MAX_BYTES,
      schema: { params: questionParams, response: { 200: QuizDetail } },
    },
    async (request) => {
      const { quizId, questionId } = request.params;
      if (!IMAGE_TYPES.includes(request.headers['content-type'] ?? ''))
        throw new AppError('image_not_image');
      const image = await processQuestionImage(bodyOf(request));
      const key = questionImageKey(quizId, image);
      // Stored first: a key names its bytes, so a failed save leaves only an unused file, and a
      // play served an earlier image keeps reading it.
      await app.storage.put(key, image);
      await runChange(app, request, (trx, actor) =>
        setQuestionImage(trx, quizId, questionId, key, actor),
      );
      return detail(app, quizId);
    },
  );

  app.post(
    '/api/admin/quizzes/:quizId/import',
    {
      bodyLimit: QUESTION_FILE_MAX_BYTES,
      schema: { params: quizParams, querystring: DryRunQuery, response: { 200: ImportReport } },
    },
    async (request) => {
      const { quizId } = request.params;
      const { dryRun } = request.query;
      const type = request.headers['content-type'] ?? '';
      const kind = type.startsWith('text/csv') ? 'csv' : type === XLSX_TYPE ? 'xlsx' : null;
      if (!kind) throw new AppError('quiz_file_not_supported');
      const { rows } = await app.fileReaders.read<QuestionFileInput, ParsedQuestionFile>(
        QUESTION_FILE_READER,
        { body: bodyOf(request), kind },
      );
      const report = await runChange(
        app,
        request,
        (trx, actor) => importQuestions(trx, quizId, rows, actor),
        { dryRun },
      );
      return { dryRun, ...report };
    },
  );
}
