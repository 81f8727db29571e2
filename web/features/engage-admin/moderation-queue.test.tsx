import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../common/api';
import type { ModerationQueue } from '../../../common/engage';
import {
  activityId,
  makeActivity,
  makeEngage,
  makePhoto,
  makeQuestion,
  makeQueue,
  makeWord,
} from '../../test/engage-admin-factories';
import { server } from '../../test/msw';
import { renderWithApp } from '../../test/render';
import { EngagePage } from './engage-page';

const FIRST = makePhoto({ id: '8c3e1f50-0000-4000-8000-000000000001', name: 'Kiran Rao' });
const SECOND = makePhoto({ id: '8c3e1f50-0000-4000-8000-000000000002', name: 'Neha Das' });

function renderQueue(queue: ModerationQueue) {
  let shown = queue;
  server.use(
    http.get('/api/admin/engage', () =>
      HttpResponse.json(
        makeEngage({
          activities: [
            makeActivity({ id: activityId(2), kind: 'qna', title: { en: 'Ask the CEO', hi: '' } }),
            makeActivity({ id: activityId(4), kind: 'photos', title: { en: 'Day one', hi: '' } }),
          ],
        }),
      ),
    ),
    http.get('/api/admin/engage/queue', () => HttpResponse.json(shown)),
  );
  renderWithApp([{ path: '/admin/engage', element: <EngagePage /> }], ['/admin/engage']);
  return {
    show: (next: ModerationQueue) => {
      shown = next;
    },
  };
}

const findQueue = () => screen.findByRole('region', { name: 'Waiting for a moderator' });

describe('the moderation queue', () => {
  it('says what waits: photos, questions with who asked, and words the filter held', async () => {
    renderQueue(
      makeQueue({
        photos: [FIRST],
        questions: [makeQuestion({ anonymous: true, flagged: true })],
        words: [makeWord()],
      }),
    );

    const queue = await findQueue();
    expect(
      await within(queue).findByText('Waiting: 1 photo, 1 question, 1 held word'),
    ).toBeVisible();
    const photos = within(queue).getByRole('list', { name: 'Photos waiting' });
    expect(within(photos).getByRole('img', { name: /^Photo from Kiran Rao/ })).toHaveAttribute(
      'src',
      FIRST.smallUrl,
    );
    expect(within(photos).getByText('In “Day one”')).toBeVisible();
    const question = within(queue).getByRole('article', { name: 'Question from Ravi Kumar' });
    expect(question).toHaveTextContent('When is lunch?');
    // Organisers see who asked, even one anonymous to the hall.
    expect(question).toHaveTextContent(/From Ravi Kumar, .* · anonymous to the hall/);
    expect(question).toHaveTextContent('Matched the word filter');
    expect(question).toHaveTextContent('In “Ask the CEO”');
    const word = within(queue).getByRole('article', { name: 'Word “Team Work”' });
    expect(
      within(word).getByRole('button', { name: 'Approve the word “Team Work”' }),
    ).toBeVisible();
  });

  it('takes an approved photo away at once and gives the keyboard to the next one', async () => {
    const user = userEvent.setup();
    const view = renderQueue(makeQueue({ photos: [FIRST, SECOND] }));
    const approved: string[] = [];
    server.use(
      http.post('/api/admin/engage/photos/:id/:action', async ({ params }) => {
        approved.push(`${String(params.id)} ${String(params.action)}`);
        await delay(200);
        view.show(makeQueue({ photos: [SECOND] }));
        return HttpResponse.json({ ...FIRST, status: 'approved' });
      }),
    );

    const queue = await findQueue();
    await user.click(
      await within(queue).findByRole('button', { name: 'Approve the photo from Kiran Rao' }),
    );

    // Gone before the server has answered.
    expect(within(queue).queryByRole('img', { name: /Kiran Rao/ })).toBeNull();
    expect(
      within(queue).getByRole('button', { name: 'Approve the photo from Neha Das' }),
    ).toHaveFocus();
    expect(within(queue).getByText('Waiting: 1 photo, 0 questions, 0 held words')).toBeVisible();
    await waitFor(() => expect(approved).toEqual([`${FIRST.id} approve`]));
    expect(await within(queue).findByText('Photo approved')).toBeInTheDocument();
  });

  it('brings a question back with the server’s reason when it refuses', async () => {
    const user = userEvent.setup();
    const question = makeQuestion();
    renderQueue(makeQueue({ questions: [question] }));
    server.use(
      http.post(`/api/admin/engage/questions/${question.id}/hide`, () =>
        HttpResponse.json<ApiErrorBody>(
          { error: { code: 'engage_ended', message: 'ended' } },
          { status: 409 },
        ),
      ),
    );

    const queue = await findQueue();
    await user.click(
      await within(queue).findByRole('button', { name: 'Hide the question from Ravi Kumar' }),
    );

    expect(await within(queue).findByRole('alert')).toHaveTextContent(
      'Question: not done. This has already ended',
    );
    expect(within(queue).getByRole('article', { name: 'Question from Ravi Kumar' })).toBeVisible();
    // Said beside the queue, not again in a toast.
    expect(screen.queryByTestId('toast-error')).toBeNull();
  });

  it('hides a held word of one person', async () => {
    const user = userEvent.setup();
    const word = makeWord();
    renderQueue(makeQueue({ words: [word] }));
    const sent: unknown[] = [];
    server.use(
      http.post(`/api/admin/engage/${word.activityId}/words`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ ...word, status: 'hidden' });
      }),
    );

    const queue = await findQueue();
    await user.click(
      await within(queue).findByRole('button', { name: 'Hide the word “Team Work”' }),
    );

    await waitFor(() =>
      expect(sent).toEqual([{ userId: 'user-meera', word: 'team work', action: 'hide' }]),
    );
    expect(within(queue).getByText(/^Nothing waits/)).toBeVisible();
    expect(within(queue).getByRole('heading', { name: 'Waiting for a moderator' })).toHaveFocus();
  });
});
