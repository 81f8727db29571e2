import { describe, expect, it } from 'vitest';
import { resolveQuizMode } from './quiz-mode';

describe('which quiz /fun-quiz plays', () => {
  it.each([
    [{ pool: 'quiz2', serverGraded: true }, '', { kind: 'saved', quizId: 'quiz2' }],
    [null, '?pool=quiz3&save=1', { kind: 'saved', quizId: 'quiz3' }],
    [null, '?pool=quiz1&save=true', { kind: 'saved', quizId: 'quiz1' }],
    [{ pool: 'funquiz' }, '', { kind: 'practice', quizId: 'funquiz' }],
    [null, '', { kind: 'practice', quizId: null }],
    [null, '?pool=../admin&save=1', { kind: 'practice', quizId: null }],
    [null, '?pool=quiz1&save=0', { kind: 'practice', quizId: 'quiz1' }],
    [{ pool: 'quiz1', serverGraded: true }, '?pool=funquiz', { kind: 'saved', quizId: 'quiz1' }],
    [null, '?preview=quiz-1a2b', { kind: 'preview', quizId: 'quiz-1a2b' }],
    [null, '?preview=../x&pool=funquiz', { kind: 'practice', quizId: 'funquiz' }],
  ])('state %o with query "%s" plays %o', (state, search, expected) => {
    expect(resolveQuizMode(state, search)).toEqual(expected);
  });
});
