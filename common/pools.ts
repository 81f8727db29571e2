// The quiz pools by name: the practice pool and the saved, scored ones. No schemas here, so a screen
// that only names pools loads without zod.

export const POOLS = ['funquiz', 'quiz1', 'quiz2', 'quiz3'] as const;
export type Pool = (typeof POOLS)[number];

/** The saved, scored pools; funquiz is practice. */
export const SAVED_POOLS = ['quiz1', 'quiz2', 'quiz3'] as const;
export type SavedPool = (typeof SAVED_POOLS)[number];

export function isSavedPool(name: unknown): name is SavedPool {
  return (SAVED_POOLS as readonly unknown[]).includes(name);
}
