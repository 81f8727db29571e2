// Work that waits until the page has loaded and the first screen is up: fetching the code that a
// later moment needs, so it is at hand even on a network that has dropped by then.

/**
 * Runs `task` two seconds after the page's load event (or from now, when it has passed); returns
 * the cancel, for an effect's cleanup.
 */
export function afterPageLoad(task: () => void): () => void {
  let timer: number | undefined;
  const wait = () => (timer = window.setTimeout(task, 2000));
  if (document.readyState === 'complete') wait();
  else window.addEventListener('load', wait, { once: true });
  return () => {
    window.removeEventListener('load', wait);
    window.clearTimeout(timer);
  };
}
