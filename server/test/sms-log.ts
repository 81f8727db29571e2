// Reads one-time codes back out of the server's log, where the console SMS provider writes each
// message (`{"msg":"sms","to":"+91…","text":"… 123456 …"}`). Tests, journeys and benchmarks all
// sign in through it.

/** One parsed JSON log line. */
export type LogLine = { msg?: string; to?: string; text?: string; [key: string]: unknown };

/** A console SMS: the number it went to (+91 and ten digits) and the code in it. */
export type LoggedSms = { to: string; code: string };

/** The SMS a log line records (as text, or parsed), or undefined for any other line. */
export function smsInLogLine(line: string | LogLine): LoggedSms | undefined {
  // Only an SMS line is parsed: other lines, and any stray text in the log, are skipped unread.
  if (typeof line === 'string' && !line.includes('"msg":"sms"')) return undefined;
  const parsed = typeof line === 'string' ? (JSON.parse(line) as LogLine) : line;
  if (parsed.msg !== 'sms' || !parsed.to) return undefined;
  const code = parsed.text?.match(/\b(\d{6})\b/)?.[1];
  return code ? { to: parsed.to, code } : undefined;
}

/**
 * The code in the newest SMS to `phone` (+91 and ten digits), or undefined when none was sent.
 * `log` is the log's text (one JSON object a line) or its lines, parsed or not.
 */
export function codeInSmsLog(
  log: string | readonly (string | LogLine)[],
  phone: string,
): string | undefined {
  const lines = typeof log === 'string' ? log.split('\n') : log;
  const messages = lines.map(smsInLogLine).filter((sms) => sms?.to === phone);
  return messages.at(-1)?.code;
}
