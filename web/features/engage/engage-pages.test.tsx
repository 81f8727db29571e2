// Engage on a player's phone against the server's answers: voting in a poll and its bars moving as
// the hall votes, words to a cloud, questions to the stage and their upvotes, reactions, a photo
// sent to the wall, an activity that ended, and the screen in Hindi.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiErrorBody, Me } from '../../../common/api';
import type { EngageState, EngageView, MySends } from '../../../common/engage';
import { makeMe } from '../../test/factories';
import { FakeEventSource } from '../../test/fake-event-source';
import { installFakeUploads, lastUpload } from '../../test/fake-upload-request';
import { InLanguage } from '../../test/in-language';
import { answerPost, seenRequests, server } from '../../test/msw';
import { renderWithApp } from '../../test/render';
import { EngagePage } from './engage-pages';
import {
  CLOUD_ID,
  ENGAGE_NOW,
  makeCloud,
  makeMine,
  makePoll,
  makeQna,
  makeReactions,
  makeState,
  makeView,
  makeWall,
  PHOTOS_ID,
  POLL_ID,
  QNA_ID,
  REACTIONS_ID,
} from './engage-test-factories';

installFakeUploads();

function serveView(view: EngageView) {
  server.use(http.get('/api/engage', () => HttpResponse.json<EngageView>(view)));
}

function openActivity(id: string, language: 'en' | 'hi' = 'en') {
  return renderWithApp(
    [
      {
        path: '/engage/:id?',
        element: (
          <InLanguage language={language}>
            <EngagePage />
          </InLanguage>
        ),
      },
    ],
    [`/engage/${id}`],
  );
}

/** The server pushes the activities running now on the signed-in stream. */
async function push(state: EngageState) {
  await waitFor(() => expect(FakeEventSource.opened.at(-1)?.listeners.has('engage')).toBe(true));
  await act(async () => {
    FakeEventSource.opened.at(-1)!.emit('engage', JSON.stringify(state));
    // The stream's schemas load with its first event.
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

const refusal = (code: string, status: number) => () =>
  HttpResponse.json<ApiErrorBody>({ error: { code, message: code } }, { status });

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  server.use(http.get('/api/me', () => HttpResponse.json<Me>(makeMe())));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a poll', () => {
  it('takes one choice, then shows the bars with the person’s choice, moving as the hall votes', async () => {
    const user = userEvent.setup();
    serveView(makeView([makePoll()]));
    const votes = answerPost('/api/engage/' + POLL_ID + '/vote', () =>
      HttpResponse.json<MySends>(makeMine(POLL_ID, { votes: [1] })),
    );
    openActivity(POLL_ID);

    expect(await screen.findByRole('heading', { name: 'Lunch or a walk?' })).toBeVisible();
    const choices = screen.getByRole('group', { name: 'Choose one' });
    expect(within(choices).getAllByRole('radio')).toHaveLength(3);
    await user.click(screen.getByRole('radio', { name: 'A walk' }));
    await user.click(screen.getByRole('button', { name: 'Vote' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your vote is in');
    expect(votes).toEqual([{ choices: [1] }]);
    await push(makeState([makePoll({ poll: { voters: 4, counts: [1, 3, 0] } })], ENGAGE_NOW + 1));
    const bars = () => within(screen.getByRole('list')).getAllByRole('listitem');
    await waitFor(() => expect(bars()[0]).toHaveTextContent('25%'));
    expect(bars().map((bar) => bar.textContent)).toEqual([
      'Lunch25%, 1 vote',
      'A walkYour choice75%, 3 votes',
      'Both0%, 0 votes',
    ]);
    expect(screen.getByText('4 people voted')).toBeVisible();
  });

  it('offers checkboxes when several may be chosen, and sends them all', async () => {
    const user = userEvent.setup();
    serveView(makeView([makePoll({ multiple: true })]));
    const votes = answerPost('/api/engage/' + POLL_ID + '/vote', () =>
      HttpResponse.json<MySends>(makeMine(POLL_ID, { votes: [0, 2] })),
    );
    openActivity(POLL_ID);
    await user.click(await screen.findByRole('checkbox', { name: 'Both' }));
    await user.click(screen.getByRole('checkbox', { name: 'Lunch' }));
    await user.click(screen.getByRole('button', { name: 'Vote' }));
    await screen.findByText('Your vote is in');
    expect(votes).toEqual([{ choices: [0, 2] }]);
  });

  it('sends nothing before a choice', async () => {
    const user = userEvent.setup();
    serveView(makeView([makePoll()]));
    const votes = answerPost('/api/engage/' + POLL_ID + '/vote', () =>
      HttpResponse.json<MySends>(makeMine(POLL_ID, { votes: [0] })),
    );
    openActivity(POLL_ID);
    const vote = await screen.findByRole('button', { name: 'Vote' });
    expect(vote).toHaveAttribute('aria-disabled', 'true');
    await user.click(vote);
    expect(votes).toEqual([]);
  });

  it('says a vote is final, and reads the vote that stands', async () => {
    const user = userEvent.setup();
    let reads = 0;
    server.use(
      http.get('/api/engage', () =>
        HttpResponse.json<EngageView>(
          reads++ === 0
            ? makeView([makePoll()])
            : makeView([makePoll()], [makeMine(POLL_ID, { votes: [0] })]),
        ),
      ),
    );
    answerPost('/api/engage/' + POLL_ID + '/vote', refusal('engage_voted', 409));
    openActivity(POLL_ID);
    await user.click(await screen.findByRole('radio', { name: 'Lunch' }));
    await user.click(screen.getByRole('button', { name: 'Vote' }));
    expect(await screen.findByText('Your vote is in')).toBeVisible();
    expect(reads).toBe(2);
  });

  it('shows the results of a vote already in after a reload', async () => {
    serveView(
      makeView(
        [makePoll({ poll: { voters: 2, counts: [2, 0, 0] } })],
        [makeMine(POLL_ID, { votes: [0] })],
      ),
    );
    openActivity(POLL_ID);
    expect(await screen.findByText('Your vote is in')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Vote' })).toBeNull();
    expect(screen.getByText('Your choice')).toBeVisible();
  });
});

describe('a word cloud', () => {
  it('sends a word, counts down what is left, and shows the cloud', async () => {
    const user = userEvent.setup();
    serveView(
      makeView([makeCloud({ cloud: { words: [{ word: 'Team Work', count: 3 }], senders: 3 } })]),
    );
    const sent = answerPost('/api/engage/' + CLOUD_ID + '/words', () =>
      HttpResponse.json<MySends>(
        makeMine(CLOUD_ID, { words: [{ word: 'joy', typed: 'Joy', status: 'shown' }] }),
      ),
    );
    openActivity(CLOUD_ID);

    const field = await screen.findByRole('textbox', { name: 'Your word' });
    expect(field).toHaveAccessibleDescription('You can send 3 more words');
    await user.type(field, 'Joy{Enter}');
    await waitFor(() => expect(field).toHaveValue(''));
    expect(sent).toEqual([{ words: ['Joy'] }]);
    expect(field).toHaveAccessibleDescription('You can send 2 more words');
    expect(screen.getByRole('heading', { name: 'Your words' })).toBeVisible();
    expect(screen.getByText('Team Work')).toHaveTextContent('Team Work, 3 times');
  });

  it('says a held word waits for a moderator, and deletes a word by its cloud form', async () => {
    const user = userEvent.setup();
    serveView(
      makeView(
        [makeCloud()],
        [
          makeMine(CLOUD_ID, {
            words: [{ word: 'team work', typed: 'Team  Work', status: 'held' }],
          }),
        ],
      ),
    );
    let deleted = '';
    server.use(
      http.delete('/api/engage/:id/words/:word', ({ request }) => {
        deleted = new URL(request.url).pathname;
        return HttpResponse.json<MySends>(makeMine(CLOUD_ID));
      }),
    );
    openActivity(CLOUD_ID);
    expect(await screen.findByText('Waiting for a moderator')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Delete “Team Work”' }));
    await waitFor(() => expect(deleted).toBe(`/api/engage/${CLOUD_ID}/words/team%20work`));
    await waitFor(() => expect(screen.queryByText('Waiting for a moderator')).toBeNull());
  });

  it('closes the field once every word is sent', async () => {
    serveView(
      makeView(
        [makeCloud({ perPerson: 1 })],
        [makeMine(CLOUD_ID, { words: [{ word: 'joy', typed: 'joy', status: 'shown' }] })],
      ),
    );
    openActivity(CLOUD_ID);
    const field = await screen.findByRole('textbox', { name: 'Your word' });
    expect(field).toBeDisabled();
    expect(field).toHaveAccessibleDescription('You have sent all your words');
  });

  it('says why a word was refused', async () => {
    const user = userEvent.setup();
    serveView(makeView([makeCloud()]));
    answerPost('/api/engage/' + CLOUD_ID + '/words', refusal('engage_not_live', 409));
    openActivity(CLOUD_ID);
    await user.type(await screen.findByRole('textbox', { name: 'Your word' }), 'late{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('This has ended or not started yet');
  });
});

describe('questions to the stage', () => {
  const hall = {
    questions: [
      {
        id: 'q-pinned',
        text: 'When is lunch?',
        name: null,
        team: 'bhopal',
        votes: 2,
        status: 'approved' as const,
        pinned: true,
        createdAt: ENGAGE_NOW,
      },
      {
        id: 'q-answered',
        text: 'Who won last year?',
        name: 'Asha',
        team: 'indore',
        votes: 5,
        status: 'answered' as const,
        pinned: false,
        createdAt: ENGAGE_NOW,
      },
    ],
  };

  it('sends a question not named to the hall, with its characters counted', async () => {
    const user = userEvent.setup();
    serveView(makeView([makeQna()]));
    const sent = answerPost('/api/engage/' + QNA_ID + '/questions', () =>
      HttpResponse.json<MySends>(
        makeMine(QNA_ID, {
          questions: [
            {
              id: 'mine-1',
              activityId: QNA_ID,
              text: 'Is there parking?',
              anonymous: true,
              status: 'pending',
              votes: 0,
              createdAt: ENGAGE_NOW,
            },
          ],
        }),
        { status: 201 },
      ),
    );
    openActivity(QNA_ID);
    const field = await screen.findByRole('textbox', { name: 'Your question' });
    await user.type(field, 'Is there parking?');
    expect(field).toHaveAccessibleDescription('17 of 280 characters You can send 5 more questions');
    await user.click(screen.getByRole('checkbox', { name: "Don't show my name to the hall" }));
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Question sent')).toBeVisible();
    expect(sent).toEqual([{ text: 'Is there parking?', anonymous: true }]);
    const mine = screen.getByRole('heading', { name: 'Your questions' }).parentElement!;
    expect(within(mine).getByText('Waiting for approval')).toBeVisible();
    expect(field).toHaveValue('');
  });

  it('offers no anonymity where the organisers allow none', async () => {
    serveView(makeView([makeQna({ anonymous: false })]));
    openActivity(QNA_ID);
    await screen.findByRole('textbox', { name: 'Your question' });
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('lists the hall’s questions, pinned first, and upvotes one and takes it back', async () => {
    const user = userEvent.setup();
    serveView(makeView([makeQna({ qna: hall })]));
    server.use(
      http.post('/api/engage/questions/:id/vote', () =>
        HttpResponse.json<MySends>(makeMine(QNA_ID, { upvoted: ['q-answered'] })),
      ),
      http.delete('/api/engage/questions/:id/vote', () =>
        HttpResponse.json<MySends>(makeMine(QNA_ID)),
      ),
    );
    openActivity(QNA_ID);
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Pinned');
    expect(items[0]).toHaveTextContent('Someone in the hall');
    expect(items[1]).toHaveTextContent('Answered');
    expect(items[1]).toHaveTextContent('5 votes');

    const upvote = within(items[1]!).getByRole('button', { name: 'Upvote' });
    expect(upvote).toHaveAccessibleDescription('Who won last year?');
    expect(upvote).toHaveAttribute('aria-pressed', 'false');
    await user.click(upvote);
    await waitFor(() => expect(upvote).toHaveAttribute('aria-pressed', 'true'));
    await user.click(upvote);
    await waitFor(() => expect(upvote).toHaveAttribute('aria-pressed', 'false'));
    expect(seenRequests).toContain('POST /api/engage/questions/q-answered/vote');
    expect(seenRequests).toContain('DELETE /api/engage/questions/q-answered/vote');
  });

  it('shows a waiting question as shown once the hall sees it, and deletes it', async () => {
    const user = userEvent.setup();
    const mine = {
      id: 'q-pinned',
      activityId: QNA_ID,
      text: 'When is lunch?',
      anonymous: true,
      status: 'pending' as const,
      votes: 0,
      createdAt: ENGAGE_NOW,
    };
    serveView(makeView([makeQna()], [makeMine(QNA_ID, { questions: [mine] })]));
    server.use(
      http.delete('/api/engage/questions/:id', () => HttpResponse.json<MySends>(makeMine(QNA_ID))),
    );
    openActivity(QNA_ID);
    expect(await screen.findByText('Waiting for approval')).toBeVisible();
    await push(makeState([makeQna({ qna: hall })], ENGAGE_NOW + 1));
    const yours = screen.getByRole('heading', { name: 'Your questions' }).parentElement!;
    expect(within(yours).getByText('Shown')).toBeVisible();
    // One's own question is not upvoted by oneself.
    expect(screen.getAllByRole('button', { name: 'Upvote' })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Delete your question' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Your questions' })).toBeNull(),
    );
  });
});

describe('reactions', () => {
  it('names each reaction in words and sends a tap, quietly when the server drops it', async () => {
    const user = userEvent.setup();
    serveView(makeView([makeReactions()]));
    const sent = answerPost('/api/engage/' + REACTIONS_ID + '/reactions', () =>
      HttpResponse.json({ shown: false }, { status: 202 }),
    );
    openActivity(REACTIONS_ID);
    const applause = await screen.findByRole('button', { name: 'Applause' });
    expect(
      screen.getAllByRole('button').map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Applause', 'Love', 'Laughter', 'Celebrate', 'Wow', 'Thumbs up']);
    await user.click(applause);
    await waitFor(() => expect(sent).toEqual([{ emoji: '👏' }]));
    expect(screen.getByRole('status')).toHaveTextContent('Sent: Applause');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('a photo wall', () => {
  it('sends a photo with its progress, and lists it as waiting for approval', async () => {
    const user = userEvent.setup();
    serveView(makeView([makeWall()]));
    openActivity(PHOTOS_ID);
    const choose = await screen.findByLabelText('Choose a photo');
    expect(screen.getByLabelText('Take a photo')).toHaveAttribute('capture', 'environment');
    const photo = new File(['jpeg'], 'hall.jpg', { type: 'image/jpeg' });
    await user.upload(choose, photo);

    const upload = lastUpload();
    expect(upload.url).toBe(`/api/engage/${PHOTOS_ID}/photos`);
    expect(upload.headers['content-type']).toBe('image/jpeg');
    expect(upload.body).toBe(photo);
    upload.progress(40);
    expect(screen.getByRole('progressbar', { name: 'Sending your photo…' })).toHaveAttribute(
      'value',
      '40',
    );
    await upload.respond(
      201,
      makeMine(PHOTOS_ID, {
        photos: [
          {
            id: 'p1',
            activityId: PHOTOS_ID,
            url: '/api/engage/photos/p1/image',
            smallUrl: '/api/engage/photos/p1/image?size=small',
            status: 'pending',
            createdAt: ENGAGE_NOW,
          },
        ],
      }),
    );
    expect(
      await screen.findByText('Photo sent. It shows once a moderator approves it.'),
    ).toBeVisible();
    expect(screen.getByText('Waiting for approval')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Your photo' })).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('You can send 1 more photo')).toBeVisible();
  });

  it('shows the approved photos of the wall', async () => {
    serveView(
      makeView([
        makeWall({
          photos: {
            approved: 1,
            photos: [
              {
                id: 'p9',
                url: '/api/engage/photos/p9/image',
                smallUrl: '/api/engage/photos/p9/image?size=small',
                width: 800,
                height: 600,
                team: 'bhopal',
                createdAt: ENGAGE_NOW,
              },
            ],
          },
        }),
      ]),
    );
    openActivity(PHOTOS_ID);
    expect(await screen.findByRole('img', { name: 'Photo 1 from the wall' })).toHaveAttribute(
      'src',
      '/api/engage/photos/p9/image?size=small',
    );
  });
});

describe('the list and an activity that ended', () => {
  it('says an activity has ended when it is no longer running', async () => {
    serveView(makeView([makeReactions()]));
    openActivity(POLL_ID);
    expect(await screen.findByText('This has ended.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Everything live now' })).toHaveAttribute(
      'href',
      '/engage',
    );
  });

  it('leaves the screen when an organiser ends the activity', async () => {
    serveView(makeView([makePoll()]));
    openActivity(POLL_ID);
    await screen.findByRole('button', { name: 'Vote' });
    await push(makeState([], ENGAGE_NOW + 1));
    expect(await screen.findByText('This has ended.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/home');
  });

  it('lists what runs now, each a way in', async () => {
    serveView(makeView([makePoll(), makeCloud()]));
    renderWithApp([{ path: '/engage/:id?', element: <EngagePage /> }], ['/engage']);
    const poll = await screen.findByRole('link', { name: /Lunch or a walk\?/ });
    expect(poll).toHaveAttribute('href', `/engage/${POLL_ID}`);
    expect(screen.getByRole('link', { name: /One word for today/ })).toHaveAttribute(
      'href',
      `/engage/${CLOUD_ID}`,
    );
  });
});

describe('in Hindi', () => {
  it('says everything in Hindi, the organisers’ Hindi where they wrote it', async () => {
    const user = userEvent.setup();
    serveView(makeView([makePoll()]));
    answerPost('/api/engage/' + POLL_ID + '/vote', () =>
      HttpResponse.json<MySends>(makeMine(POLL_ID, { votes: [2] })),
    );
    openActivity(POLL_ID, 'hi');
    expect(await screen.findByRole('heading', { name: 'भोजन या सैर?' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'एक चुनें' })).toBeVisible();
    // An option with no Hindi is shown in English.
    await user.click(screen.getByRole('radio', { name: 'Both' }));
    await user.click(screen.getByRole('button', { name: 'वोट दें' }));
    expect(await screen.findByText('आपका वोट दर्ज हो गया')).toBeVisible();
    expect(screen.getByText('आपकी पसंद')).toBeVisible();
  });
});
