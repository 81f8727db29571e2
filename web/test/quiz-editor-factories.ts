// Test data for the quiz editor's screens, shaped as the server sends it (common/quiz-editor-api.ts),
// with only what a test cares about given.
import type { AdminQuiz, EditorQuestion, QuizDetail } from '../../common/quiz-editor-api';

export function makeAdminQuiz(overrides: Partial<AdminQuiz> = {}): AdminQuiz {
  return {
    id: 'quiz1',
    kind: 'contest',
    title: { en: 'Day 1 Quiz', hi: '' },
    questionsPerPlay: 5,
    secondsPerQuestion: 20,
    open: false,
    opensAt: null,
    closesAt: null,
    opensAtLocal: null,
    closesAtLocal: null,
    status: 'closed',
    archived: false,
    questionCount: 0,
    completed: 0,
    inProgress: 0,
    playingNow: 0,
    shuffleOptions: true,
    updatedAt: 1_756_684_800_000,
    ...overrides,
  };
}

/** The question with `id`: "Question <id>" with four options, the first one correct. */
export function makeEditorQuestion(
  id: number,
  overrides: Partial<EditorQuestion> = {},
): EditorQuestion {
  return {
    id,
    text: `Question ${id}`,
    options: ['Alpha', 'Beta', 'Gamma', 'Delta'],
    correct: 0,
    explanation: null,
    imageUrl: null,
    plays: 0,
    playsToRegrade: 0,
    ...overrides,
  };
}

/** A quiz with the questions of these ids, in this order. */
export function makeQuizDetail(ids: number[], quiz: Partial<AdminQuiz> = {}): QuizDetail {
  return {
    quiz: makeAdminQuiz({ questionCount: ids.length, ...quiz }),
    questions: ids.map((id) => makeEditorQuestion(id)),
  };
}
