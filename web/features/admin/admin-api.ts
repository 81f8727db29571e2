// Calls of the admin area.
import type { TeamStat } from '../../../common/dashboard';
import type { GamesConfig } from '../../../common/api';
import type {
  CorrectionResult,
  PersonRecord,
  ProfileCorrection,
} from '../../../common/corrections';
import { REGISTRY_CONTENT_TYPE, type RegistryReport } from '../../../common/registry';
import { apiRequest } from '../../lib/api';
import { uploadRequest, type UploadOptions } from '../../lib/upload-request';

export type Overview = {
  teams: TeamStat[];
  attempts: { pool: string; completed: number; disqualified: number }[];
  games: GamesConfig;
};
export type Registration = {
  uid: string;
  employeeId: string;
  name: string;
  gender: string;
  rso: string;
  team: string;
  phone: string;
  createdAt: number;
  selfieUrl: string | null;
};
export type Registrations = { rows: Registration[]; total: number; page: number; pageSize: number };
export type BoardRow = {
  rank?: number;
  employeeId: string;
  name: string;
  team: string;
  score: number;
  timeTakenMs: number | null;
  startedAt: number;
};
export type Board = {
  pool: string;
  ranked: (BoardRow & { rank: number })[];
  disqualified: BoardRow[];
  teams: TeamStat[];
};
export type Admin = { phone: string; grantedBy: string; grantedAt: number };
export type { RegistryReport } from '../../../common/registry';
export type {
  CorrectionResult,
  PersonRecord,
  ProfileCorrection,
} from '../../../common/corrections';

export type PhoneLimits = {
  phone: string;
  sendsLastHour: number;
  sendsLastDay: number;
  nextSendAt: number | null;
  codePending: boolean;
};
export type AuditEntry = { at: number; actor: string; action: string; detail: unknown };

export type Analytics = {
  registrationsByDay: { day: string; counts: Record<string, number> }[];
  participation: {
    pool: string;
    players: number;
    completed: number;
    average: number;
    distribution: number[];
  }[];
};

export const adminApi = {
  overview: () => apiRequest<Overview>('/api/admin/overview'),
  registrations: (params: URLSearchParams) =>
    apiRequest<Registrations>(`/api/admin/registrations?${params.toString()}`),
  leaderboard: (pool: string) => apiRequest<Board>(`/api/admin/leaderboard?pool=${pool}`),
  setGames: (games: GamesConfig) =>
    apiRequest<GamesConfig>('/api/admin/games', { method: 'PUT', body: games }),
  admins: () => apiRequest<Admin[]>('/api/admin/admins'),
  grant: (phone: string) =>
    apiRequest<Admin[]>('/api/admin/admins', { method: 'POST', body: { phone } }),
  revoke: (phone: string) =>
    apiRequest<Admin[]>(`/api/admin/admins/${encodeURIComponent(phone)}`, { method: 'DELETE' }),
  /** The file itself as the body, so a registry of 100,000 codes goes as it is, with progress. */
  uploadRegistry: (
    mode: 'preview' | 'apply',
    csv: Blob | string,
    events: Pick<UploadOptions, 'onProgress' | 'onSent'>,
  ) =>
    uploadRequest<RegistryReport>(`/api/admin/registry/${mode}`, csv, {
      contentType: REGISTRY_CONTENT_TYPE,
      ...events,
    }),
  findCode: (code: string) =>
    apiRequest<{
      code: string;
      status: string;
      registeredBy: { uid: string; name: string; rso: string } | null;
    }>(`/api/admin/registry/${encodeURIComponent(code)}`),
  resetCode: (code: string, dryRun = false) =>
    apiRequest<CorrectionResult>(
      `/api/admin/registry/${encodeURIComponent(code)}/reset${dryRun ? '?dryRun=1' : ''}`,
      { method: 'POST' },
    ),
  phoneLimits: (phone: string) =>
    apiRequest<PhoneLimits>(`/api/admin/sign-in-limits/${encodeURIComponent(phone)}`),
  clearPhoneLimits: (phone: string) =>
    apiRequest<PhoneLimits>(`/api/admin/sign-in-limits/${encodeURIComponent(phone)}`, {
      method: 'DELETE',
    }),
  person: (uid: string) => apiRequest<PersonRecord>(`/api/admin/users/${encodeURIComponent(uid)}`),
  correctPerson: (uid: string, changes: ProfileCorrection, dryRun: boolean) =>
    apiRequest<CorrectionResult>(
      `/api/admin/users/${encodeURIComponent(uid)}${dryRun ? '?dryRun=1' : ''}`,
      { method: 'PATCH', body: changes },
    ),
  removeRegistration: (uid: string, dryRun: boolean) =>
    apiRequest<CorrectionResult>(
      `/api/admin/users/${encodeURIComponent(uid)}/registration${dryRun ? '?dryRun=1' : ''}`,
      { method: 'DELETE' },
    ),
  voidAttempt: (uid: string, pool: string, dryRun: boolean) =>
    apiRequest<CorrectionResult>(
      `/api/admin/users/${encodeURIComponent(uid)}/attempts/${pool}${dryRun ? '?dryRun=1' : ''}`,
      { method: 'DELETE' },
    ),
  audit: () => apiRequest<AuditEntry[]>('/api/admin/audit'),
  analytics: () => apiRequest<Analytics>('/api/admin/analytics'),
};

export function formatTime(ms: number): string {
  return new Date(ms).toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}
