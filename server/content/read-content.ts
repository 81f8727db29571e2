// Reads one JSON file of the event's content and validates it; a problem names the file and field.
import fs from 'node:fs';
import type { z } from 'zod';
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
    throw new ConfigError(`${file}: ${where}: ${issue.message}`);
  }
  return result.data;
}
