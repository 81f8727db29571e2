// Solves the bot check's proof of work off the page's main thread, by altcha-lib's worker protocol
// with the browser's hashing, so the sign-in screen stays responsive while it runs.
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { handler } from 'altcha-lib/workers/shared';

handler({ deriveKey });
