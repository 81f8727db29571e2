// Shapes the API sends, shared by the server's presenters and the web client.
import type { Rso } from './teams.js';

export type Profile = {
  profileComplete: boolean;
  employeeId: string;
  name: string;
  gender: 'male' | 'female';
  rso: Rso;
  team: string;
  selfieUrl: string | null;
  phone: string;
  phoneNumber: string;
  createdAt: number;
  updatedAt: number;
};

export type Me = { uid: string; phoneNumber: string; isAdmin: boolean; profile: Profile | null };

export type PublicSite = {
  event: { name: string; timeZone: string };
  teams: { key: Rso; label: string; capacity: number }[];
  gallery: { selfPhotoUrl: string; eventPhotoUrl: string };
  videos: { title: string; src: string; cover: string }[];
  profile: { selfie: boolean };
};

/** Why the server ended a live stream; sent as `event: closed` just before the stream ends. */
export type LiveClosed = { reason: 'session_cap' | 'signed_out' };

/** `code` is one of common/error-codes.ts; `line` names the line of an upload that was refused. */
export type ApiErrorBody = {
  error: { code: string; message: string; retryAfterSeconds?: number; line?: number };
};

export type QuizQuestion = {
  index: number;
  total: number;
  id: number;
  question: string;
  options: string[];
  /** Seconds left for this question, as the server counts them. */
  secondsLeft: number;
};

export type QuizResult = {
  pool: string;
  status: 'in-progress' | 'completed';
  score: number;
  disqualified: boolean;
  startedAt: number;
  finishedAt: number | null;
  timeTakenSec: number | null;
  answers: { id: number; selected: string | null }[];
};

export type QuizStep = { question: QuizQuestion } | { result: QuizResult };

export type GamesConfig = { quiz1: boolean; quiz2: boolean; quiz3: boolean };

export type PracticeQuestion = { id: number; question: string; options: string[]; answer: string };
