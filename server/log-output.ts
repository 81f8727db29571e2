// Where the server's log lines go when no test reads them: standard output, the lines of one turn
// of the event loop written together. One line per request made one write (a system call) per
// request; under load a turn answers dozens of requests, so their lines now share one write.
import { setImmediate } from 'node:timers';

type Write = (text: string) => void;

/** Collects lines and hands them to `write` once per turn, and at once when the process exits. */
export function linesPerTurn(write: Write) {
  let pending: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const text = pending.join('');
    pending = [];
    write(text);
  };
  return {
    write(line: string): void {
      pending.push(line);
      if (scheduled) return;
      scheduled = true;
      setImmediate(flush);
    },
    flush,
  };
}

let stdout: ReturnType<typeof linesPerTurn> | undefined;

/**
 * The process's one standard output for log lines. Writes to a file or a pipe are synchronous on
 * Linux, so the exit's flush (an uncaught error included) loses no line that was logged.
 */
export function stdoutLines(): { write(line: string): void } {
  if (!stdout) {
    stdout = linesPerTurn((text) => process.stdout.write(text));
    process.once('exit', stdout.flush);
  }
  return stdout;
}
