// Table types for Kysely: one definition for SQLite and PostgreSQL (flags are 0/1 integers, times epoch ms).
import type { Generated } from 'kysely';

export type UsersTable = {
  id: string;
  phone_number: string;
  created_at: number;
};

export type SessionsTable = {
  /** SHA-256 of the cookie value; the value itself is never stored. */
  id_hash: string;
  user_id: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
};

export type TeamCountersTable = {
  rso: string;
  registrations: Generated<number>;
  points: Generated<number>;
};

export type Database = {
  users: UsersTable;
  sessions: SessionsTable;
  team_counters: TeamCountersTable;
};
