// Reads one JSON file of the event's content and validates it; a problem names the file and field.
import fs from 'node:fs';
import type { z } from 'zod';
import { isMessageKey, messages } from '../../common/messages.js';
import { ConfigError } from '../config.js';

export function readContentFile<T>(file: string, schema: z.ZodType<T>): T {
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT'
        ? 'file not found'
        : (error as Error).message;
    throw new ConfigError(`${file}: ${reason}`);
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const where = issue.path.length > 0 ? issue.path.join('.') : '(top level)';
    // A rule the admin forms share names its text (common/messages.ts).
    const message = isMessageKey(issue.message) ? messages[issue.message] : issue.message;
    throw new ConfigError(`${file}: ${where}: ${message}`);
  }
  return result.data;
}
