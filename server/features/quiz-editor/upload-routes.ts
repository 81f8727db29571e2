// The quiz editor's uploads: a question's picture, and a file of questions to import (alone, or in
// a form with its pictures). Each is read only in this scope, the only one whose body may pass the
// 64 kB every other request keeps to. A route declares its params, query and reply; the file it
// reads itself, checked by its content.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ImportQuery } from '../../../common/question-import.js';
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
import type { QuestionFileInput, QuestionFileOutput } from './question-file-worker.js';
import { processQuestionImage, questionImageKey } from './question-image.js';
import {
  IMPORT_FORM,
  questionFileKind,
  readImportForm,
  XLSX_TYPE,
  type ImportForm,
} from './question-import-form.js';
import { attachPictures } from './question-pictures.js';
import type { SentPictures } from './question-pictures-sent.js';
import { importQuestions } from './question-import.js';
import { setQuestionImage } from './question-service.js';
import { detail, questionParams, quizParams } from './route-helpers.js';

export { XLSX_TYPE };
const IMAGE_TYPES: readonly string[] = QUESTION_IMAGE_TYPES;
const QUESTION_FILE_READER = readerModule(import.meta.url, 'question-file-worker');
const NO_PICTURES: SentPictures = { files: [], twice: [], tooLarge: [], unreadable: [] };

/** Registered inside the admin-only quiz editor scope, so its guard runs first. */
export async function quizUploadRoutes(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const isImage = (request: FastifyRequest) => request.url.includes('/image');
  await acceptUploads(app, {
    whole: ['text/csv', XLSX_TYPE, ...IMAGE_TYPES],
    forms: IMPORT_FORM,
    tooLarge: (request) =>
      isImage(request) ? new AppError('image_too_large') : new AppError('quiz_file_too_large'),
    notAccepted: (request) =>
      isImage(request) ? new AppError('image_not_image') : new AppError('quiz_file_not_supported'),
  });
  const bodyOf = (request: FastifyRequest): Buffer => {
    if (!Buffer.isBuffer(request.body)) throw new AppError('bad_upload');
    return request.body;
  };
  const sheetOf = (request: FastifyRequest): ImportForm['sheet'] => {
    const kind = questionFileKind(request.headers['content-type'] ?? '');
    if (!kind) throw new AppError('quiz_file_not_supported');
    return { body: bodyOf(request), kind };
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

  // The file alone as the body (CSV or .xlsx), or a form with its pictures (question-import-form.ts).
  app.post(
    '/api/admin/quizzes/:quizId/import',
    {
      bodyLimit: QUESTION_FILE_MAX_BYTES,
      schema: { params: quizParams, querystring: ImportQuery, response: { 200: ImportReport } },
    },
    async (request, reply) => {
      const { quizId } = request.params;
      const { dryRun, validRows } = request.query;
      const form: ImportForm = request.isMultipart()
        ? await readImportForm(request, reply)
        : { sheet: sheetOf(request), zip: null, images: null };
      const { sheet, zip } = form;
      const read = await app.fileReaders.read<QuestionFileInput, QuestionFileOutput>(
        QUESTION_FILE_READER,
        { body: sheet.body, kind: sheet.kind, ...(zip ? { zip } : {}) },
      );
      const sent = read.pictures ?? form.images ?? NO_PICTURES;
      const store = dryRun ? null : (key: string, image: Buffer) => app.storage.put(key, image);
      const file = await attachPictures(quizId, read.file, sent, store);
      const report = await runChange(
        app,
        request,
        (trx, actor) => importQuestions(trx, quizId, file, actor, { validRows }),
        { dryRun },
      );
      return { dryRun, ...report };
    },
  );
}
