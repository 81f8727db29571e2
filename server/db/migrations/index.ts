// Every migration in order. Listed statically so the compiled server needs no file scanning.
import type { Migration } from 'kysely';
import * as foundation from './0001-foundation.js';

export const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
};
