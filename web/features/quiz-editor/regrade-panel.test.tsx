import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { server } from '../../test/msw';
import { findToast, renderElement } from '../../test/render';
import type { RegradeReport } from './quiz-editor-api';
import { RegradePanel } from './regrade-panel';

/** Answers the regrade route: `preview` for a dry run, `applied` otherwise; counts the real ones. */
function answerRegrade(preview: RegradeReport, applied = { ...preview, dryRun: false }) {
  const regrades: string[] = [];
  server.use(
    http.post('/api/admin/quizzes/quiz1/regrade', ({ request }) => {
      const dryRun = new URL(request.url).searchParams.get('dryRun') === '1';
      regrades.push(dryRun ? 'dry run' : 'applied');
      return HttpResponse.json(dryRun ? preview : applied);
    }),
  );
  return regrades;
}

const renderPanel = () =>
  renderElement(<RegradePanel quizId="quiz1" headingRef={createRef<HTMLHeadingElement>()} />);

describe('regrading finished plays', () => {
  it('says which plays and teams’ points change before regrading, and regrades after a confirmation', async () => {
    const user = userEvent.setup();
    const regrades = answerRegrade({
      dryRun: true,
      plays: 47,
      inProgress: 3,
      teams: [
        { team: 'lucknow', label: 'Lucknow', points: 12 },
        { team: 'kanpur', label: 'Kanpur', points: -9 },
      ],
      questions: [{ id: 4, text: 'Capital of India?', plays: 52, remarked: 47 }],
    });
    renderPanel();

    await user.click(screen.getByRole('button', { name: 'Check what changes' }));

    const status = screen.getByRole('status');
    await waitFor(() =>
      expect(status).toHaveTextContent(
        '47 finished plays change score; Lucknow +12 points, Kanpur −9 points',
      ),
    );
    // Each figure says what it counts, so 52 beside 47 reads as no contradiction.
    expect(status).toHaveTextContent(
      'Capital of India?: 52 finished plays answered this question; the corrected key changes the mark of 47 of them.',
    );
    expect(status).toHaveTextContent('3 plays in progress keep the key they were served.');
    expect(regrades).toEqual(['dry run']);

    await user.click(screen.getByRole('button', { name: 'Regrade' }));
    const dialog = screen.getByRole('dialog', { name: 'Regrade 47 finished plays?' });
    expect(regrades).toEqual(['dry run']);
    await user.click(within(dialog).getByRole('button', { name: 'Regrade' }));

    await findToast('success', '47 plays regraded');
    expect(regrades).toEqual(['dry run', 'applied']);
  });

  it('says so when no finished play changes, and offers nothing to apply', async () => {
    const user = userEvent.setup();
    answerRegrade({ dryRun: true, plays: 0, inProgress: 0, teams: [], questions: [] });
    renderPanel();

    await user.click(screen.getByRole('button', { name: 'Check what changes' }));

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('No finished play changes score.'),
    );
    expect(screen.queryByRole('button', { name: 'Regrade' })).toBeNull();
  });
});
