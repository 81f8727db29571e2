import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminActivityDetail } from '../../../common/engage';
import {
  activityId,
  makeActivity,
  makeDetail,
  makePhoto,
  makeQuestion,
  makeWord,
} from '../../test/engage-admin-factories';
import { seenRequests, server } from '../../test/msw';
import { findToast, renderWithApp } from '../../test/render';
import { ActivityPage } from './activity-page';

function renderActivity(detail: AdminActivityDetail) {
  let shown = detail;
  const id = detail.activity.id;
  server.use(http.get(`/api/admin/engage/${id}`, () => HttpResponse.json(shown)));
  renderWithApp(
    [{ path: '/admin/engage/:id', element: <ActivityPage /> }],
    [`/admin/engage/${id}`],
  );
  return {
    show: (next: AdminActivityDetail) => {
      shown = next;
    },
  };
}

const reads = (id: string) =>
  seenRequests.filter((request) => request === `GET /api/admin/engage/${id}`).length;

describe('one activity', () => {
  it('draws a poll’s bars with each option’s votes and share of the voters, read again while live', async () => {
    const poll = makeActivity({ sends: 10 });
    const view = renderActivity(makeDetail(poll, { poll: { voters: 10, counts: [7, 3] } }));

    expect(await screen.findByRole('heading', { name: 'Best snack?' })).toBeVisible();
    expect(screen.getByText('Live')).toBeVisible();
    expect(screen.getByText(/^Sent:/)).toHaveTextContent('Sent: 10 · Waiting for a moderator: 0');
    const bars = screen.getByRole('list');
    expect(
      within(bars)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Samosa समोसा7 votes (70%)', 'Jalebi3 votes (30%)']);
    expect(screen.getByText('10 people voted')).toBeVisible();

    view.show(makeDetail({ ...poll, sends: 11 }, { poll: { voters: 11, counts: [7, 4] } }));
    expect(await screen.findByText('4 votes (36%)', {}, { timeout: 4000 })).toBeVisible();
    expect(screen.getByText(/^Sent:/)).toHaveTextContent('Sent: 11');
  });

  it('stops reading an activity that has ended', async () => {
    const ended = makeActivity({ status: 'ended', endsAt: Date.UTC(2026, 8, 1, 6) });
    renderActivity(makeDetail(ended, { poll: { voters: 0, counts: [0, 0] } }));

    expect(await screen.findByText('Ended')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'End now' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(reads(ended.id)).toBe(1);
  });

  it('lists the cloud’s words with their counts, and lets a held word through', async () => {
    const user = userEvent.setup();
    const cloud = makeActivity({
      id: activityId(3),
      kind: 'cloud',
      title: { en: 'One word', hi: '' },
    });
    const held = makeWord();
    renderActivity(
      makeDetail(cloud, {
        cloud: { words: [{ word: 'Fun', count: 4 }], senders: 5 },
        words: [held, makeWord({ typed: 'Fun', word: 'fun', userId: 'u2', status: 'shown' })],
      }),
    );
    const sent: unknown[] = [];
    server.use(
      http.post(`/api/admin/engage/${cloud.id}/words`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ ...held, status: 'shown' });
      }),
    );

    expect(await screen.findByRole('heading', { name: 'The cloud' })).toBeVisible();
    expect(screen.getByText('5 people sent words')).toBeVisible();
    const heldGroup = screen.getByRole('region', { name: 'Held by the filter (1)' });
    await user.click(
      within(heldGroup).getByRole('button', { name: 'Approve: the word “Team Work”' }),
    );

    await waitFor(() =>
      expect(sent).toEqual([{ userId: 'user-meera', word: 'team work', action: 'approve' }]),
    );
    const shown = screen.getByRole('region', { name: 'In the cloud (1)' });
    expect(within(shown).getByRole('button', { name: 'Hide: the word “Fun”' })).toBeVisible();
  });

  it('gives each question the moderator’s moves its state allows', async () => {
    const user = userEvent.setup();
    const qna = makeActivity({
      id: activityId(2),
      kind: 'qna',
      title: { en: 'Ask the CEO', hi: '' },
    });
    const pending = makeQuestion({ id: '7b2d0e4f-0000-4000-8000-000000000001' });
    const approved = makeQuestion({
      id: '7b2d0e4f-0000-4000-8000-000000000002',
      text: 'Will there be a bonus?',
      name: 'Asha Verma',
      anonymous: true,
      status: 'approved',
      votes: 12,
    });
    renderActivity(makeDetail(qna, { questions: [pending, approved] }));
    const moves: string[] = [];
    server.use(
      http.post('/api/admin/engage/questions/:id/:action', ({ params }) => {
        moves.push(`${String(params.id)} ${String(params.action)}`);
        return HttpResponse.json({ ...approved, pinned: true });
      }),
    );

    const waiting = await screen.findByRole('region', { name: 'Waiting for approval (1)' });
    expect(
      within(waiting)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Approve', 'Hide']);
    const hall = screen.getByRole('region', { name: 'In the hall (1)' });
    const question = within(hall).getByRole('article', { name: 'Question from Asha Verma' });
    expect(question).toHaveTextContent('12 votes');
    expect(question).toHaveTextContent('anonymous to the hall');
    expect(
      within(question)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Answered', 'Pin', 'Hide']);
    await user.click(
      within(question).getByRole('button', { name: 'Pin: the question from Asha Verma' }),
    );

    await waitFor(() => expect(moves).toEqual([`${approved.id} pin`]));
    expect(await screen.findByText('Question pinned')).toBeInTheDocument();
  });

  it('shows a photo wall’s photos by where they stand, and takes one down', async () => {
    const user = userEvent.setup();
    const wall = makeActivity({
      id: activityId(4),
      kind: 'photos',
      title: { en: 'Day one', hi: '' },
    });
    const onWall = makePhoto({ status: 'approved' });
    renderActivity(makeDetail(wall, { photos: [onWall] }));
    const moves: string[] = [];
    server.use(
      http.post('/api/admin/engage/photos/:id/:action', ({ params }) => {
        moves.push(`${String(params.id)} ${String(params.action)}`);
        return HttpResponse.json({ ...onWall, status: 'hidden' });
      }),
    );

    expect(await screen.findByRole('region', { name: 'Waiting for approval (0)' })).toBeVisible();
    const shown = screen.getByRole('region', { name: 'On the wall (1)' });
    await user.click(within(shown).getByRole('button', { name: 'Hide: the photo from Kiran Rao' }));

    await waitFor(() => expect(moves).toEqual([`${onWall.id} hide`]));
  });

  it('asks before ending it', async () => {
    const user = userEvent.setup();
    const live = makeActivity();
    renderActivity(makeDetail(live, { poll: { voters: 0, counts: [0, 0] } }));
    const ended: string[] = [];
    server.use(
      http.post(`/api/admin/engage/${live.id}/end`, () => {
        ended.push(live.id);
        return HttpResponse.json({ ...live, status: 'ended' });
      }),
    );

    await user.click(await screen.findByRole('button', { name: 'End now' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'End “Best snack?” now?' })).getByRole('button', {
        name: 'End now',
      }),
    );

    await findToast('success', '“Best snack?” ended');
    expect(ended).toHaveLength(1);
  });
});
