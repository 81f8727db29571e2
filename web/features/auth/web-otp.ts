// The code read from the sign-in SMS by the phone itself (WebOTP: Chrome on Android), when the SMS
// ends with the line `@<this host> #<code>` (organisers switch that line on). Elsewhere nothing
// happens and the code is typed, or offered by the keyboard (autocomplete="one-time-code").

/** What WebOTP asks for and resolves with; not in TypeScript's DOM types yet. */
type OtpRequest = CredentialRequestOptions & { otp: { transport: 'sms'[] } };
type OtpCredential = { code?: unknown };

/** The code of the next sign-in SMS, or null (aborted, refused by the person, timed out). */
async function smsCode(signal: AbortSignal): Promise<string | null> {
  const request: OtpRequest = { otp: { transport: ['sms'] }, signal };
  try {
    const credential = (await navigator.credentials.get(request)) as OtpCredential | null;
    return typeof credential?.code === 'string' ? credential.code : null;
  } catch {
    return null;
  }
}

/**
 * Waits for the code of the sign-in SMS and hands it to `onCode`, until the returned function stops
 * it (the screen leaves the code step). Does nothing where the browser has no WebOTP.
 */
export function listenForSmsCode(onCode: (code: string) => void): () => void {
  if (typeof window === 'undefined' || !('OTPCredential' in window)) return () => {};
  const abort = new AbortController();
  // Without a code the person types it instead, or the keyboard offers it (one-time-code).
  void smsCode(abort.signal).then((code) => {
    if (code && !abort.signal.aborted) onCode(code);
  });
  return () => abort.abort();
}
