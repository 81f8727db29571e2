// Reads one-time codes back out of the server's log, where the console SMS provider writes each
// message (`{"msg":"sms","to":"+91…","text":"… 123456 …"}`). Tests, journeys and benchmarks all
// sign in through it.

/** One parsed JSON log line. */
export type LogLine = { msg?: string; to?: string; text?: string; [key: string]: unknown };

/**
 * The 6-digit code in the newest SMS to `phone` (+91 and ten digits), or undefined when none was
 * sent. `log` is the log's text (one JSON object a line) or its lines, parsed or not.
 */
export function codeInSmsLog(
  log: string | readonly (string | LogLine)[],
  phone: string,
): string | undefined {
  const lines = typeof log === 'string' ? log.split('\n') : log;
  const messages = lines
    .map((line) => (typeof line === 'string' ? parseSmsLine(line) : line))
    .filter((line) => line?.msg === 'sms' && line.to === phone);
  return messages.at(-1)?.text?.match(/\b(\d{6})\b/)?.[1];
}

/** A log line that may be an SMS, parsed; other lines (and stray text) are skipped unread. */
function parseSmsLine(line: string): LogLine | undefined {
  return line.includes('"msg":"sms"') ? (JSON.parse(line) as LogLine) : undefined;
}
