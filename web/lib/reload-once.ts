// A page whose code was replaced by a new deployment cannot load its screens any more: reloading
// fetches the new build. Once, so a chunk that is really missing shows the error screen instead.
const KEY = 'utsav:reloaded-at';
/** A second failure within this long of the last reload is a real one, not an old page. */
const QUIET_MS = 30_000;

/** Reloads the page unless it was reloaded for this reason moments ago; true when it reloads. */
export function reloadOnce(): boolean {
  try {
    const last = Number(sessionStorage.getItem(KEY) ?? 0);
    if (Date.now() - last < QUIET_MS) return false;
    sessionStorage.setItem(KEY, String(Date.now()));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/** A screen's code that failed to download (after a deployment, or on a dropped connection). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|importing a module script failed|failed to load module script|unable to preload/i.test(
    error.message,
  );
}
