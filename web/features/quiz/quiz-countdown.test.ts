import { describe, expect, it } from 'vitest';
import { formatCountdown } from './quiz-countdown';

describe('a countdown as a phone shows it', () => {
  it('reads minutes and seconds within the hour, with hours beyond it', () => {
    expect(formatCountdown(4)).toBe('0:04');
    expect(formatCountdown(754)).toBe('12:34');
    expect(formatCountdown(3723)).toBe('1:02:03');
    expect(formatCountdown(23 * 3600 + 59 * 60 + 59)).toBe('23:59:59');
  });

  it('stops at nothing left, never below', () => {
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-12)).toBe('0:00');
  });
});
