import { describe, expect, it } from 'vitest';
import { resolveQuizMode } from './quiz-mode';

describe('which quiz /fun-quiz plays', () => {
  it.each([
    [{ pool: 'quiz2', serverGraded: true }, '', { kind: 'saved', pool: 'quiz2' }],
    [null, '?pool=quiz3&save=1', { kind: 'saved', pool: 'quiz3' }],
    [null, '?pool=quiz1&save=true', { kind: 'saved', pool: 'quiz1' }],
    [{ pool: 'funquiz' }, '', { kind: 'practice' }],
    [null, '', { kind: 'practice' }],
    [null, '?pool=quiz9&save=1', { kind: 'practice' }],
    [null, '?pool=quiz1&save=0', { kind: 'practice' }],
    [{ pool: 'quiz1', serverGraded: true }, '?pool=funquiz', { kind: 'saved', pool: 'quiz1' }],
  ])('state %o with query "%s" plays %o', (state, search, expected) => {
    expect(resolveQuizMode(state, search)).toEqual(expected);
  });
});
