// What every SMS provider implements.

type SmsMessage = { to: string; text: string; code: string };

export type SmsSender = { send(message: SmsMessage): Promise<void> };

/** A provider refused or did not answer; its message is safe to show. */
export class SmsError extends Error {
  override name = 'SmsError';
}
