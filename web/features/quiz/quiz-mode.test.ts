import { describe, expect, it } from 'vitest';
import { resolveQuizMode } from './quiz-mode';

describe('which quiz /fun-quiz plays', () => {
  it.each([
    [{ quizId: 'quiz2', serverGraded: true }, '', { kind: 'saved', quizId: 'quiz2' }],
    [null, '?quizId=quiz3&save=1', { kind: 'saved', quizId: 'quiz3' }],
    [null, '?quizId=quiz1&save=true', { kind: 'saved', quizId: 'quiz1' }],
    [{ quizId: 'funquiz' }, '', { kind: 'practice', quizId: 'funquiz' }],
    [null, '', { kind: 'practice', quizId: null }],
    [null, '?quizId=../admin&save=1', { kind: 'practice', quizId: null }],
    [null, '?quizId=quiz1&save=0', { kind: 'practice', quizId: 'quiz1' }],
    [
      { quizId: 'quiz1', serverGraded: true },
      '?quizId=funquiz',
      { kind: 'saved', quizId: 'quiz1' },
    ],
    [null, '?preview=quiz-1a2b', { kind: 'preview', quizId: 'quiz-1a2b' }],
    [null, '?preview=../x&quizId=funquiz', { kind: 'practice', quizId: 'funquiz' }],
  ])('state %o with query "%s" plays %o', (state, search, expected) => {
    expect(resolveQuizMode(state, search)).toEqual(expected);
  });
});
