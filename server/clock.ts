// The time source every rule reads, so tests can move time instead of sleeping.
export type Clock = { now(): number };

export const systemClock: Clock = { now: () => Date.now() };

/** A clock tests set and advance by hand. */
export function manualClock(
  start = Date.UTC(2025, 8, 1, 5, 30),
): Clock & { advance(ms: number): void; set(ms: number): void } {
  let current = start;
  return {
    now: () => current,
    advance: (ms) => {
      current += ms;
    },
    set: (ms) => {
      current = ms;
    },
  };
}
