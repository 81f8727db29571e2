// The factories' test data is what the server could send: each passes the schema the app parses it
// with, so a test never rests on an answer the app would refuse.
import { describe, expect, it } from 'vitest';
import { Overview, PersonRecord } from '../../common/admin-api';
import { Me, Profile, PublicSite, QuizResult, QuizStep } from '../../common/api';
import {
  makeMe,
  makeOverview,
  makePersonRecord,
  makeProfile,
  makeQuestion,
  makeResult,
  makeSite,
} from './factories';

describe('the test factories', () => {
  it.each([
    ['makeProfile', Profile, makeProfile()],
    ['makeMe', Me, makeMe()],
    ['makeMe without a profile', Me, makeMe({ profile: null })],
    ['makeSite', PublicSite, makeSite()],
    ['makeQuestion', QuizStep, { question: makeQuestion(4) }],
    ['makeResult', QuizResult, makeResult()],
    [
      'makeResult as a step',
      QuizStep,
      { result: makeResult({ answers: [{ id: 1, selected: null }] }) },
    ],
    ['makeOverview', Overview, makeOverview()],
    ['makePersonRecord', PersonRecord, makePersonRecord()],
  ] as const)('%s makes a body its schema accepts, unchanged', (_, schema, body) => {
    expect(schema.parse(body)).toEqual(body);
  });
});
