// Table types for Kysely: one definition for SQLite and PostgreSQL (flags are 0/1 integers, times epoch ms).
import type { Generated } from 'kysely';

type UsersTable = {
  id: string;
  phone_number: string;
  created_at: number;
};

type SessionsTable = {
  /** SHA-256 of the cookie value; the value itself is never stored. */
  id_hash: string;
  user_id: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
};

type TeamCountersTable = {
  rso: string;
  registrations: Generated<number>;
  points: Generated<number>;
};

type OtpChallengesTable = {
  phone: string;
  /** HMAC of the code with the server's secret; the code itself is never stored. */
  code_hash: string;
  attempts: Generated<number>;
  created_at: number;
  expires_at: number;
};

type SmsSendsTable = { id: string; phone: string; ip: string; sent_at: number };

type BotCheckUsesTable = { id: string; expires_at: number };

type ServerSecretsTable = { name: string; value: string };

type EmployeeCodesTable = {
  code: string;
  status: 'notregistered' | 'registered';
  updated_at: number;
  /** As the registry file wrote it; null for codes loaded before labels were kept. */
  label: string | null;
};

export type ProfilesTable = {
  user_id: string;
  /** The normalised code (lowercase, no whitespace): what is matched and unique. */
  employee_id: string;
  /** As the person typed it; null for profiles saved before labels were kept. */
  employee_label: string | null;
  name: string;
  gender: string;
  rso: string;
  team: string;
  phone: string;
  selfie_key: string | null;
  profile_complete: number;
  created_at: number;
  updated_at: number;
};

type GamesTable = { pool: string; enabled: number; updated_at: number };

export type QuizAttemptsTable = {
  id: string;
  user_id: string;
  pool: string;
  rso: string;
  status: 'in-progress' | 'completed';
  score: number;
  disqualified: number;
  /** JSON: the 5 question ids picked for this attempt, in order. */
  question_ids: string;
  /** JSON: [{ id, selected }] so far; selected is null when time ran out. */
  answers: string;
  current_index: number;
  /** When the current question was handed out; its 20 seconds run from here. */
  served_at: number;
  started_at: number;
  finished_at: number | null;
  time_taken_sec: number | null;
};

type AdminsTable = { phone: string; granted_by: string; granted_at: number };

type AuditLogTable = {
  id: string;
  at: number;
  actor: string;
  action: string;
  detail: string;
};

export type Database = {
  admins: AdminsTable;
  audit_log: AuditLogTable;
  games: GamesTable;
  quiz_attempts: QuizAttemptsTable;
  employee_codes: EmployeeCodesTable;
  profiles: ProfilesTable;
  users: UsersTable;
  sessions: SessionsTable;
  team_counters: TeamCountersTable;
  otp_challenges: OtpChallengesTable;
  sms_sends: SmsSendsTable;
  bot_check_uses: BotCheckUsesTable;
  server_secrets: ServerSecretsTable;
};
