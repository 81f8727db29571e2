// One screen at a time may have the whole screen to itself (a quiz in play): while it holds it, the
// frame around every screen steps aside. What the holder does besides lives with the holder, so the
// first screen's code carries only this switch.
import { useSyncExternalStore } from 'react';

let holders = 0;
const listeners = new Set<() => void>();

function tell() {
  listeners.forEach((listener) => listener());
}

/** Takes the whole screen; the function returned gives it back. */
export function holdScreen(): () => void {
  holders += 1;
  tell();
  return () => {
    holders -= 1;
    tell();
  };
}

/** Whether a screen has taken the whole screen now (never on the server). */
export function useScreenTakenOver(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => holders > 0,
    () => false,
  );
}
