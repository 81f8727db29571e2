// Calls of the quiz editor and its reads with their query keys; the replies' shapes are
// common/quiz-editor-api.ts's, the requests' common/quiz.ts's.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuestionInput, QuizInput } from '../../../common/quiz';
import {
  AdminQuiz,
  ImportReport,
  QuizDetail,
  RegradeReport,
} from '../../../common/quiz-editor-api';
import type { ImportRequest } from '../../components/import-card';
import { adminReadsKey } from '../../lib/admin-keys';
import { adminQuizListQuery, adminQuizzesKey } from '../../lib/admin-quiz-list';
import { apiRequest } from '../../lib/api';
import { dryRunQuery } from '../../lib/dry-run-query';
import type { MutationCallbacks } from '../../lib/mutation-callbacks';
import { useChangeMutation } from '../../lib/use-change-mutation';
import { uploadRequest, type UploadOptions } from '../../lib/upload-request';
import { importQueryString } from '../../../common/question-import';

export type {
  AdminQuiz,
  EditorQuestion,
  ImportReport,
  QuizDetail,
  RegradeReport,
} from '../../../common/quiz-editor-api';

/** The picture formats the server takes for a question, and its size limit. */
export {
  IMAGE_MAX_BYTES as QUESTION_IMAGE_MAX_BYTES,
  QUESTION_IMAGE_TYPES,
} from '../../../common/upload-limits';

/** A question file goes as itself, typed by its name's ending; the server takes up to 2 MB. */
const QUESTION_FILE_TYPES = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
export {
  QUESTION_FILE_MAX_BYTES,
  QUESTION_PICTURES_MAX_BYTES,
  QUESTION_PICTURES_MAX_FILES,
} from '../../../common/upload-limits';

const quizPath = (quizId: string) => `/api/admin/quizzes/${encodeURIComponent(quizId)}`;
const questionPath = (quizId: string, questionId: number) =>
  `${quizPath(quizId)}/questions/${questionId}`;

/** The spreadsheet to write questions in: the header row, two examples and how to fill it in. */
export const QUIZ_TEMPLATE_URL = '/api/admin/quiz-template.xlsx';
/** A quiz's questions as a CSV file that imports back unchanged. */
export const questionsCsvUrl = (quizId: string) => `${quizPath(quizId)}/questions.csv`;

type UploadEvents = Pick<UploadOptions, 'onProgress' | 'onSent'>;

const fetchQuiz = (quizId: string) => apiRequest(quizPath(quizId), QuizDetail);

const createQuiz = (input: QuizInput) =>
  apiRequest('/api/admin/quizzes', AdminQuiz, { method: 'POST', body: input });
const saveQuiz = (quizId: string, input: QuizInput) =>
  apiRequest(quizPath(quizId), AdminQuiz, { method: 'PUT', body: input });
/** The switch alone, as the list flips it on the day. */
const switchQuiz = (quizId: string, open: boolean) =>
  apiRequest(`${quizPath(quizId)}/open`, AdminQuiz, { method: 'PUT', body: { open } });
/** The copy is titled "… (copy)" and closed. */
const duplicateQuiz = (quizId: string) =>
  apiRequest(`${quizPath(quizId)}/duplicate`, AdminQuiz, { method: 'POST' });
const archiveQuiz = (quizId: string) =>
  apiRequest(`${quizPath(quizId)}/archive`, AdminQuiz, { method: 'POST' });
const restoreQuiz = (quizId: string) =>
  apiRequest(`${quizPath(quizId)}/restore`, AdminQuiz, { method: 'POST' });
/** Refused with quiz_has_plays once anyone has played it: archive it instead. */
const deleteQuiz = (quizId: string) => apiRequest(quizPath(quizId), null, { method: 'DELETE' });

const addQuestion = (quizId: string, input: QuestionInput) =>
  apiRequest(`${quizPath(quizId)}/questions`, QuizDetail, { method: 'POST', body: input });
const saveQuestion = (quizId: string, questionId: number, input: QuestionInput) =>
  apiRequest(questionPath(quizId, questionId), QuizDetail, { method: 'PUT', body: input });
const deleteQuestion = (quizId: string, questionId: number) =>
  apiRequest(questionPath(quizId, questionId), QuizDetail, { method: 'DELETE' });
/** `ids`: every question of the quiz, each once, in the new order. */
const orderQuestions = (quizId: string, ids: number[]) =>
  apiRequest(`${quizPath(quizId)}/order`, QuizDetail, { method: 'PUT', body: { ids } });

/** The picture itself as the body, with progress. */
const uploadQuestionImage = (
  quizId: string,
  questionId: number,
  image: File,
  events: UploadEvents = {},
) =>
  uploadRequest(`${questionPath(quizId, questionId)}/image`, QuizDetail, image, {
    method: 'PUT',
    contentType: image.type,
    ...events,
  });
const removeQuestionImage = (quizId: string, questionId: number) =>
  apiRequest(`${questionPath(quizId, questionId)}/image`, QuizDetail, { method: 'DELETE' });

/** The content type of a question file by its name's ending, or null for any other file. */
export function questionFileType(file: File): string | null {
  const ending = file.name.toLowerCase().split('.').pop();
  return ending === 'csv' || ending === 'xlsx' ? QUESTION_FILE_TYPES[ending] : null;
}

/**
 * A question file and the pictures its rows name (a .zip, or the images themselves), as the import
 * reads them: the file alone as the body, or with its pictures as a form, the file typed by its
 * name's ending whatever the computer called it.
 */
function importBody(
  file: File,
  pictures: readonly File[],
): { body: Blob | FormData; type?: string } {
  const type = questionFileType(file) ?? QUESTION_FILE_TYPES.csv;
  if (pictures.length === 0) return { body: file, type };
  const form = new FormData();
  form.append('file', new Blob([file], { type }), file.name);
  for (const picture of pictures) form.append('pictures', picture, picture.name);
  return { body: form };
}

/**
 * A preview (dry run) saves nothing. Applied, a file with refused rows saves its valid rows only when
 * `validRows` confirms how many the preview showed; without refused rows it saves every row, or none.
 */
const importQuestions = (
  quizId: string,
  { file, pictures }: { file: File; pictures: readonly File[] },
  { dryRun, validRows }: { dryRun: boolean; validRows: number | null },
  events: UploadEvents = {},
) => {
  const { body, type } = importBody(file, pictures);
  return uploadRequest(
    `${quizPath(quizId)}/import${importQueryString(dryRun, validRows)}`,
    ImportReport,
    body,
    { ...(type ? { contentType: type } : {}), ...events },
  );
};

/** The valid rows a previewed report would save, when it also refuses some: what Apply confirms. */
export function validRowsOf(report: ImportReport): number | null {
  return report.invalidTotal > 0 ? report.added + report.changed : null;
}

const regradeQuiz = (quizId: string, dryRun: boolean) =>
  apiRequest(`${quizPath(quizId)}/regrade${dryRunQuery(dryRun)}`, RegradeReport, {
    method: 'POST',
  });

/** Under the admin area's keys, so whatever invalidates those reads the quizzes again too. */
const all = adminQuizzesKey;

export const quizEditorKeys = {
  all,
  list: () => adminQuizListQuery().queryKey,
  detail: (quizId: string) => [...all, 'detail', quizId] as const,
};

/** The quiz editor's reads, as the screens ask for them. */
export const quizEditorQueries = {
  list: adminQuizListQuery,
  detail: (quizId: string) =>
    queryOptions({ queryKey: quizEditorKeys.detail(quizId), queryFn: () => fetchQuiz(quizId) }),
};

/** Whether anyone has played the quiz: it cannot be deleted nor change where it appears then. */
export const hasPlays = (quiz: AdminQuiz) => quiz.completed + quiz.inProgress > 0;

/**
 * A question file previewed or imported with the pictures chosen beside it (the import card's
 * upload); its failure shows in the card. Applying a preview with refused rows confirms its valid
 * rows. An import makes every read of the quiz editor stale, since it may add questions to the
 * list's counts.
 */
export function useImportQuestions(quizId: string, pictures: readonly File[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ source, dryRun, events, previewed }: ImportRequest) => {
      const preview = ImportReport.safeParse(previewed);
      const validRows = !dryRun && preview.success ? validRowsOf(preview.data) : null;
      return importQuestions(quizId, { file: source, pictures }, { dryRun, validRows }, events);
    },
    meta: { toastOnError: false },
    onSuccess: (report) => {
      if (!report.dryRun) void queryClient.invalidateQueries({ queryKey: quizEditorKeys.all });
    },
  });
}

/** A new quiz, closed and unscheduled; the list is read again once the screen has taken it. */
export const useCreateQuiz = (callbacks: MutationCallbacks<AdminQuiz, QuizInput> = {}) =>
  useChangeMutation(createQuiz, callbacks, { stale: quizEditorKeys.all });

/** A quiz's settings saved: its editor shows them at once, and the list is read again. */
export const useSaveQuiz = (
  quizId: string,
  callbacks: MutationCallbacks<AdminQuiz, QuizInput> = {},
) =>
  useChangeMutation((input: QuizInput) => saveQuiz(quizId, input), callbacks, {
    show: (saved, queryClient) =>
      queryClient.setQueryData<QuizDetail>(quizEditorKeys.detail(quizId), (current) =>
        current ? { ...current, quiz: saved } : current,
      ),
    stale: quizEditorKeys.list(),
  });

/**
 * What happens to a whole quiz from its buttons and its switch; each makes every read of the quiz
 * editor stale: the list's figures and each quiz's editor.
 */
const useQuizChange = <Data, Variables>(
  mutationFn: (variables: Variables) => Promise<Data>,
  callbacks: MutationCallbacks<Data, Variables>,
) => useChangeMutation(mutationFn, callbacks, { stale: quizEditorKeys.all });

type QuizCallbacks = MutationCallbacks<AdminQuiz, void>;

/** The quiz's Open switch alone, as the list flips it on the day. */
export const useSwitchQuiz = (quizId: string) =>
  useQuizChange((open: boolean) => switchQuiz(quizId, open), {});
/** The copy is titled "… (copy)" and closed. */
export const useDuplicateQuiz = (quizId: string, callbacks: QuizCallbacks = {}) =>
  useQuizChange(() => duplicateQuiz(quizId), callbacks);
export const useArchiveQuiz = (quizId: string, callbacks: QuizCallbacks = {}) =>
  useQuizChange(() => archiveQuiz(quizId), callbacks);
export const useRestoreQuiz = (quizId: string, callbacks: QuizCallbacks = {}) =>
  useQuizChange(() => restoreQuiz(quizId), callbacks);
/** Refused with quiz_has_plays once anyone has played it: archive it instead. */
export const useDeleteQuiz = (quizId: string, callbacks: MutationCallbacks<unknown, void> = {}) =>
  useQuizChange(() => deleteQuiz(quizId), callbacks);

/**
 * A change to a quiz's questions: the server answers the quiz's editor, shown at once; the list
 * (whose counts of questions may change) is read again.
 */
const useQuestionsChange = <Variables>(
  quizId: string,
  mutationFn: (variables: Variables) => Promise<QuizDetail>,
  callbacks: MutationCallbacks<QuizDetail, Variables>,
) =>
  useChangeMutation(mutationFn, callbacks, {
    show: (detail, queryClient) => queryClient.setQueryData(quizEditorKeys.detail(quizId), detail),
    stale: quizEditorKeys.list(),
  });
type QuestionsCallbacks<Variables> = MutationCallbacks<QuizDetail, Variables>;

/** `questionId`: the question changed in place; a new one is added at the end without it. */
export const useSaveQuestion = (
  quizId: string,
  questionId: number | undefined,
  callbacks: QuestionsCallbacks<QuestionInput> = {},
) =>
  useQuestionsChange(
    quizId,
    (input: QuestionInput) =>
      questionId === undefined
        ? addQuestion(quizId, input)
        : saveQuestion(quizId, questionId, input),
    callbacks,
  );

type QuestionImage = { questionId: number; image: File | null; events: UploadEvents };

/** A question's picture sent, with its progress, or removed (`image` null). */
export const useSaveQuestionImage = (
  quizId: string,
  callbacks: QuestionsCallbacks<QuestionImage> = {},
) =>
  useQuestionsChange(
    quizId,
    ({ questionId, image, events }: QuestionImage) =>
      image
        ? uploadQuestionImage(quizId, questionId, image, events)
        : removeQuestionImage(quizId, questionId),
    callbacks,
  );

export const useDeleteQuestion = (quizId: string, callbacks: QuestionsCallbacks<number> = {}) =>
  useQuestionsChange(quizId, (questionId: number) => deleteQuestion(quizId, questionId), callbacks);
/** `ids`: every question of the quiz, each once, in the new order. */
export const useOrderQuestions = (quizId: string) =>
  useQuestionsChange(quizId, (ids: number[]) => orderQuestions(quizId, ids), {});

/**
 * Regrading, as a dry run that changes nothing or for real: then the quiz's plays and every
 * leaderboard change, so every admin read is stale.
 */
export const useRegradeQuiz = (
  quizId: string,
  callbacks: MutationCallbacks<RegradeReport, boolean> = {},
) =>
  useChangeMutation((dryRun: boolean) => regradeQuiz(quizId, dryRun), callbacks, {
    stale: (report) => (report.dryRun ? null : adminReadsKey),
  });
