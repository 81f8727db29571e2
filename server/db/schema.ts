// Table types for Kysely: one definition for SQLite and PostgreSQL (flags are 0/1 integers, times epoch ms).
import type { ColumnType, Generated } from 'kysely';

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

/** A quiz's finished plays with one score; kept by triggers on quiz_attempts (migration 0018). */
type QuizScoreCountsTable = {
  quiz_id: string;
  score: number;
  plays: number;
};

type TeamCountersTable = {
  /** The team's key. */
  team: string;
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
  /** The team's key; its label is the team's own (teams.label_en). */
  team: string;
  phone: string;
  selfie_key: string | null;
  profile_complete: number;
  created_at: number;
  updated_at: number;
};

type QuizSwitchesTable = { quiz_id: string; enabled: number; updated_at: number };

export type QuizAttemptsTable = {
  id: string;
  user_id: string;
  /** The quiz's id (the seeded ones keep the names the content files had: quiz1, quiz2 …). */
  quiz_id: string;
  team: string;
  status: 'in-progress' | 'completed';
  score: number;
  disqualified: number;
  /** JSON: the ids of the questions picked for this attempt, in order. */
  question_ids: string;
  /** JSON: the questions as served (ServedQuestion[]); null only before the seed fills it in. */
  questions: string | null;
  /** The play's seconds per question, in ms, as its quiz had them when it started. */
  question_ms: ColumnType<number, number | undefined, number>;
  /** When the phone had the current question on screen (bounded); null until it says so. */
  shown_at: number | null;
  /** JSON: [{ id, selected }] so far; selected is null when time ran out. */
  answers: string;
  current_index: number;
  /** When the current question was handed out; its seconds run from here, or from shown_at. */
  served_at: number;
  started_at: number;
  finished_at: number | null;
  time_taken_sec: number | null;
};

type AdminsTable = { phone: string; granted_by: string; granted_at: number };

/** The name other organisers see for an organiser's phone (set when granted, or by themselves). */
type OrganiserNamesTable = { phone: string; name: string; updated_at: number };

export type QuizzesTable = {
  id: string;
  kind: 'contest' | 'practice';
  title_en: string;
  title_hi: string;
  questions_per_play: number;
  seconds_per_question: number;
  enabled: number;
  opens_at: number | null;
  closes_at: number | null;
  /** 1: each play is served the options in an order of its own; 0: in the order written. */
  shuffle_options: Generated<number>;
  position: number;
  archived_at: number | null;
  created_at: number;
  updated_at: number;
};

export type QuestionsTable = {
  quiz_id: string;
  id: number;
  position: number;
  text: string;
  /** JSON: the option texts, in order. */
  options: string;
  /** The correct option's place in options, from 0. */
  correct: number;
  image_key: string | null;
  /** Shown with the question's reveal in a live game; null when the organisers wrote none. */
  explanation: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: number;
};

export type LiveGamesTable = {
  id: string;
  quiz_id: string;
  title_en: string;
  title_hi: string;
  /** JSON: the questions as the game deals them, keys included (server/features/live-game). */
  questions: string;
  seconds_per_question: number;
  advance: 'auto' | 'host';
  counts_for_teams: number;
  /** JSON: the screen link ids that follow the game; null for every screen. */
  screens: string | null;
  phase: 'lobby' | 'question' | 'reveal' | 'ended';
  /** The current question's place; -1 in the lobby. */
  question_index: number;
  question_started_at: number | null;
  /** When the current question's seconds run out; null while paused or between questions. */
  deadline: number | null;
  /** What was left of the question (or of the reveal, running by itself) when paused. */
  paused_left_ms: number | null;
  revealed_at: number | null;
  version: number;
  created_by: string;
  created_at: number;
  ended_at: number | null;
  /** When the host closed it: screens and phones no longer show it. */
  closed_at: number | null;
};

type LiveGamePlayersTable = {
  game_id: string;
  user_id: string;
  team: string;
  joined_at: number;
};

type LiveGameAnswersTable = {
  game_id: string;
  user_id: string;
  question_index: number;
  choice: number;
  team: string;
  /** Milliseconds from the question's start to the answer, for the podium's ties. */
  answered_ms: number;
  correct: ColumnType<number, number | undefined, number>;
  points: ColumnType<number, number | undefined, number>;
};

type ContentSeedsTable = { name: string; seeded_at: number };

export type TeamsTable = {
  key: string;
  position: number;
  office_en: string;
  office_hi: string;
  label_en: string;
  label_hi: string;
  capacity: number;
  /** JSON: the stored image (common/site.ts StoredImage), or null for none. */
  logo: string | null;
  poster: string | null;
  created_at: number;
  updated_at: number;
};

type EventSettingsTable = {
  /** Always 1: the event's one row. */
  id: number;
  /** JSON: common/site.ts SiteSettings. */
  value: string;
  /** Grows by one with every change of the settings or the teams. */
  version: number;
  updated_at: number;
};

type AuditLogTable = {
  id: string;
  at: number;
  actor: string;
  action: string;
  detail: string;
};

type ScreenLinksTable = {
  id: string;
  /** The link's secret, 256 random bits: /screen/<token>. */
  token: string;
  name: string;
  /** The contest whose top players it shows; null: the one open now, else the latest. */
  quiz_id: string | null;
  /** common/venue-names.ts ScreenNameStyle. */
  names: 'full' | 'first_team' | 'team';
  created_at: number;
  created_by: string;
  revoked_at: number | null;
  /** common/engage.ts ScreenShow: what it shows now. */
  shows: ColumnType<string, string | undefined, string>;
};

type AnnouncementsTable = {
  id: string;
  text_en: string;
  text_hi: string;
  starts_at: number;
  /** When it stops showing, set or ended by an organiser; null while it shows until ended. */
  ends_at: number | null;
  created_at: number;
  created_by: string;
  /** Who ended it by hand. */
  ended_by: string | null;
};

type EngageActivitiesTable = {
  id: string;
  /** common/engage.ts EngageKind. */
  kind: 'poll' | 'cloud' | 'qna' | 'reactions' | 'photos';
  title_en: string;
  title_hi: string;
  /** JSON: a poll's options, [{ en, hi }]; null for the other kinds. */
  options: string | null;
  multiple: number;
  per_person: number;
  moderated: number;
  anonymous: number;
  points: number;
  points_cap: number;
  starts_at: number;
  /** null: until an organiser ends it. */
  ends_at: number | null;
  created_by: string;
  created_at: number;
  updated_at: number;
};

type EngageVotesTable = {
  activity_id: string;
  user_id: string;
  team: string;
  /** One bit per option chosen. */
  choices: number;
  voted_at: number;
};

type EngageWordsTable = {
  activity_id: string;
  user_id: string;
  /** The form the cloud counts (common/engage.ts cloudWord). */
  word: string;
  typed: string;
  team: string;
  status: 'shown' | 'held' | 'hidden';
  sent_at: number;
};

type EngageQuestionsTable = {
  id: string;
  activity_id: string;
  user_id: string;
  team: string;
  text: string;
  anonymous: number;
  status: 'pending' | 'approved' | 'answered' | 'hidden';
  flagged: number;
  pinned: number;
  votes: number;
  created_at: number;
  moderated_at: number | null;
  moderated_by: string | null;
};

type EngageQuestionVotesTable = { question_id: string; user_id: string };

type EngagePhotosTable = {
  id: string;
  activity_id: string;
  user_id: string;
  team: string;
  image_key: string;
  small_key: string;
  width: number;
  height: number;
  status: 'pending' | 'approved' | 'hidden';
  created_at: number;
  moderated_at: number | null;
  moderated_by: string | null;
};

type EngagePointsTable = {
  activity_id: string;
  user_id: string;
  team: string;
  sends: number;
  points: number;
};

type EngageFilterWordsTable = { word: string; added_by: string; added_at: number };

export type Database = {
  engage_activities: EngageActivitiesTable;
  engage_votes: EngageVotesTable;
  engage_words: EngageWordsTable;
  engage_questions: EngageQuestionsTable;
  engage_question_votes: EngageQuestionVotesTable;
  engage_photos: EngagePhotosTable;
  engage_points: EngagePointsTable;
  engage_filter_words: EngageFilterWordsTable;
  screen_links: ScreenLinksTable;
  announcements: AnnouncementsTable;
  admins: AdminsTable;
  organiser_names: OrganiserNamesTable;
  audit_log: AuditLogTable;
  quiz_switches: QuizSwitchesTable;
  quizzes: QuizzesTable;
  questions: QuestionsTable;
  content_seeds: ContentSeedsTable;
  teams: TeamsTable;
  event_settings: EventSettingsTable;
  quiz_attempts: QuizAttemptsTable;
  quiz_score_counts: QuizScoreCountsTable;
  live_games: LiveGamesTable;
  live_game_players: LiveGamePlayersTable;
  live_game_answers: LiveGameAnswersTable;
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
