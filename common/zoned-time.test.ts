import { describe, expect, it } from 'vitest';
import { fromLocalTime, toLocalTime } from './zoned-time.js';

describe('wall-clock times in the event time zone', () => {
  it('reads 11:00 in Kolkata as 05:30 UTC, and shows it back as 11:00', () => {
    const moment = fromLocalTime('2026-09-01T11:00', 'Asia/Kolkata');
    expect(new Date(moment).toISOString()).toBe('2026-09-01T05:30:00.000Z');
    expect(toLocalTime(moment, 'Asia/Kolkata')).toBe('2026-09-01T11:00');
  });

  it('follows summer time in London on either side of the change', () => {
    expect(new Date(fromLocalTime('2026-03-28T12:00', 'Europe/London')).toISOString()).toBe(
      '2026-03-28T12:00:00.000Z',
    );
    expect(new Date(fromLocalTime('2026-03-30T12:00', 'Europe/London')).toISOString()).toBe(
      '2026-03-30T11:00:00.000Z',
    );
    // 01:30 on 29 March does not exist there: the clocks jump from 01:00 to 02:00.
    expect(toLocalTime(fromLocalTime('2026-03-29T01:30', 'Europe/London'), 'Europe/London')).toBe(
      '2026-03-29T02:30',
    );
  });

  it('refuses text that is not a wall-clock time', () => {
    expect(() => fromLocalTime('tomorrow', 'Asia/Kolkata')).toThrow();
  });
});
