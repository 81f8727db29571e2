// A sign-in request the server was too busy to take is sent again after the wait it names: loaded
// with the sign-in screen, not the first one.
import { ApiError } from '../../lib/api';

/** How often a sign-in request is sent again while the server is too busy to take it. */
const BUSY_RETRIES = 20;

/**
 * Sends a sign-in request again, after the wait the server names, for as long as it says it is too
 * busy (a crowd signing in at once); `onWait` is told each wait, and told 0 once it is over.
 */
export async function retryWhileBusy<T>(
  ask: () => Promise<T>,
  onWait: (seconds: number) => void,
): Promise<T> {
  for (let tries = 0; ; tries += 1) {
    try {
      const answer = await ask();
      onWait(0);
      return answer;
    } catch (error) {
      const busy = error instanceof ApiError && error.code === 'sign_in_busy';
      if (!busy || tries >= BUSY_RETRIES) {
        onWait(0);
        throw error;
      }
      const seconds = Number(error.params?.retryAfterSeconds) || 2;
      onWait(seconds);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    }
  }
}
