// The question card: its countdown (as seen, and as a screen reader hears it), and its one answer.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeQuestion } from '../../test/factories';
import { initI18n } from '../../lib/i18n';
import { QuestionCard, type ShownQuestion } from './question-card';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the question countdown for screen readers', () => {
  it('announces the time left at 10 and at 5 seconds only', async () => {
    render(
      <I18nextProvider i18n={initI18n()}>
        <QuestionCard
          question={{
            id: 1,
            index: 0,
            total: 5,
            question: 'Which one?',
            options: ['A', 'B', 'C', 'D'],
            image: null,
            seconds: 20,
            secondsLeft: 12,
          }}
          busy={false}
          onSubmit={() => {}}
        />
      </I18nextProvider>,
    );
    const live = () =>
      screen.getByText((_, element) => element?.getAttribute('aria-live') === 'polite');
    expect(live()).toHaveTextContent('');
    await act(async () => {
      vi.advanceTimersByTime(2_000);
    });
    expect(live()).toHaveTextContent('10 seconds left');
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    expect(live()).toHaveTextContent('');
    await act(async () => {
      vi.advanceTimersByTime(4_000);
    });
    expect(live()).toHaveTextContent('5 seconds left');
  });
});

function renderCard(question: ShownQuestion) {
  const onSubmit = vi.fn<(selected: string | null) => void>();
  render(
    <I18nextProvider i18n={initI18n('en')}>
      <QuestionCard question={question} busy={false} onSubmit={onSubmit} />
    </I18nextProvider>,
  );
  return onSubmit;
}

const timer = () => screen.getByRole('timer');
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('the question card', () => {
  // Testing Library waits on a timer of its own around each user-event step: let the fake clock
  // creep on by itself too, so those waits end while the test still moves time by hand.
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });

  it('counts the seconds down from the time the server gave', async () => {
    const onSubmit = renderCard(makeQuestion(0, { secondsLeft: 20 }));
    expect(timer()).toHaveTextContent('20 seconds left');
    await tick(1_000);
    expect(timer()).toHaveTextContent('19 seconds left');
    await tick(18_000);
    expect(timer()).toHaveTextContent('1 second left');
    expect(screen.getByRole('radio', { name: 'Alpha' })).toBeEnabled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the question unanswered, once, when its time runs out', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onSubmit = renderCard(makeQuestion(0, { secondsLeft: 3 }));
    // Chosen but not submitted: the clock, not the choice, decides.
    await user.click(screen.getByRole('radio', { name: 'Beta' }));

    await tick(3_000);
    expect(timer()).toHaveTextContent('0 seconds left');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith(null);
    expect(screen.getByRole('radio', { name: 'Gamma' })).toBeDisabled();
    await tick(5_000);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('says "Time\'s up" in the button\'s place when its time runs out', async () => {
    renderCard(makeQuestion(0, { secondsLeft: 2 }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await tick(2_000);
    expect(screen.getByRole('alert')).toHaveTextContent("Time's up");
    expect(screen.queryByRole('button', { name: 'Submit and Next' })).not.toBeInTheDocument();
  });

  it('does not say "Time\'s up" when the player answered before the time ran out', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onSubmit = renderCard(makeQuestion(0, { secondsLeft: 2 }));
    await user.click(screen.getByRole('radio', { name: 'Alpha' }));
    await user.click(screen.getByRole('button', { name: 'Submit and Next' }));
    // The server's reply is slow: the clock runs out while the answer is on its way.
    await tick(3_000);
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('Alpha');
    expect(screen.queryByText("Time's up")).not.toBeInTheDocument();
  });

  it('shows the whole seconds left inside a ring that empties, red in the last five', async () => {
    renderCard(makeQuestion(0, { seconds: 20, secondsLeft: 10 }));
    const ring = () => timer().closest('.quiz-timer')!;
    expect(timer()).toHaveTextContent(/^10 seconds left$/);
    expect(ring()).toHaveTextContent('10sec');
    expect(ring().querySelector('.quiz-timer-left')).toHaveAttribute('stroke-dashoffset', '0.5');
    expect(ring()).not.toHaveClass('is-urgent');
    await tick(5_000);
    expect(ring()).toHaveTextContent('5sec');
    expect(ring()).toHaveClass('is-urgent');
    await tick(5_000);
    expect(ring()).toHaveTextContent('0sec');
    expect(ring().querySelector('.quiz-timer-left')).toBeNull();
  });

  it('says the time and that it is up in Hindi to a phone in Hindi', async () => {
    const i18n = initI18n('en');
    await i18n.changeLanguage('hi');
    render(
      <I18nextProvider i18n={i18n}>
        <QuestionCard
          question={makeQuestion(0, { secondsLeft: 1 })}
          busy={false}
          onSubmit={() => {}}
        />
      </I18nextProvider>,
    );
    expect(timer()).toHaveTextContent('1 सेकंड बाकी');
    await tick(1_000);
    expect(screen.getByRole('alert')).toHaveTextContent('समय समाप्त');
  });

  it('enables Submit and Next once an option is chosen, and sends that option once', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onSubmit = renderCard(makeQuestion(1));
    const next = screen.getByRole('button', { name: 'Submit and Next' });
    expect(screen.getByText('Question 2 of 5')).toBeInTheDocument();
    expect(next).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'Gamma' }));
    expect(next).toBeEnabled();
    await user.dblClick(next);

    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('Gamma');
    await tick(25_000);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('says Finish on the last question', () => {
    renderCard(makeQuestion(4));
    expect(screen.getByText('Question 5 of 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finish' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit and Next' })).not.toBeInTheDocument();
  });
});
