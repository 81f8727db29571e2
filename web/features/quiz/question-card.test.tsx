// The question card's countdown as a screen reader hears it: at 10 and at 5 seconds, not every tick.
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { QuestionCard } from './question-card';

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
