// Before Start, the disclaimer says the play's format from the quiz's own settings, then the spec's
// disclaimers word for word.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeMe, makeQuizList } from '../../test/factories';
import { InLanguage } from '../../test/in-language';
import { server } from '../../test/msw';
import { renderElement } from '../../test/render';
import { SavedQuiz } from './saved-quiz';

function answerQuiz(questionsPerPlay: number, secondsPerQuestion: number) {
  const list = makeQuizList();
  list.open = list.open.map((quiz) =>
    quiz.id === 'quiz1' ? { ...quiz, questionsPerPlay, secondsPerQuestion } : quiz,
  );
  server.use(
    http.get('/api/me', () => HttpResponse.json(makeMe())),
    http.get('/api/quiz/quiz1/attempt', () => HttpResponse.json({ attempt: null })),
    http.get('/api/quizzes', () => HttpResponse.json(list)),
  );
}

describe('the disclaimer before Start', () => {
  it('states the quiz’s own number of questions and seconds, above the spec’s disclaimers', async () => {
    answerQuiz(7, 15);
    renderElement(<SavedQuiz quizId="quiz1" />, '/fun-quiz');

    const format = await screen.findByText('7 questions, 15 seconds each');
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'This quiz can be played only once per user.',
      'Exiting, refreshing or going back during the quiz means disqualification.',
      'A stable internet connection is needed.',
      'Winners are decided by the fastest answer submission.',
    ]);
    expect(format.compareDocumentPosition(screen.getByRole('list'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(screen.getByRole('button', { name: 'Start' })).toBeVisible();
  });

  it('counts one question as one', async () => {
    answerQuiz(1, 30);
    renderElement(<SavedQuiz quizId="quiz1" />, '/fun-quiz');
    expect(await screen.findByText('1 question, 30 seconds each')).toBeVisible();
  });

  it('says it in Hindi to a reader in Hindi', async () => {
    answerQuiz(5, 20);
    renderElement(
      <InLanguage language="hi">
        <SavedQuiz quizId="quiz1" />
      </InLanguage>,
      '/fun-quiz',
    );
    expect(await screen.findByText('5 प्रश्न, हर प्रश्न के लिए 20 सेकंड')).toBeVisible();
  });
});
