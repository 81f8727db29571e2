// One POST to an SMS provider, with a timeout; every failure becomes an SmsError.
import { SmsError } from './sms-types.js';

/** POSTs to a provider and turns timeouts, network failures and refusals into SmsError. */
export async function postToProvider(
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      method: 'POST',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    throw new SmsError(
      timedOut
        ? 'The SMS provider did not answer in time'
        : 'The SMS provider could not be reached',
    );
  }
  if (!response.ok) {
    const detail = (await response.text().catch(() => '')).slice(0, 200);
    throw new SmsError(
      `The SMS provider refused the message (HTTP ${response.status}${detail ? `: ${detail}` : ''})`,
    );
  }
  return response;
}
