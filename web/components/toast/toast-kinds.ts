// What a toast is: its kind, and how long each kind stays: info 3.5 s, error 4.5 s,
// success 3 s.
export type ToastType = 'info' | 'error' | 'success';
export type Toast = { id: number; text: string; type: ToastType };

/** Older toasts give way, so a burst of messages never covers the screen. */
export const MAX_VISIBLE_TOASTS = 3;

export const TOAST_DURATION_MS: Record<ToastType, number> = {
  info: 3500,
  error: 4500,
  success: 3000,
};
