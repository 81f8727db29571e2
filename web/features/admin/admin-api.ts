// Calls of the admin area; the shapes of their answers are common/admin-api.ts's.
import { GamesConfig } from '../../../common/api';
import {
  Admins,
  Analytics,
  AuditLog,
  Board,
  CodeStatus,
  CorrectionResult,
  Overview,
  PersonRecord,
  PhoneLimits,
  Registrations,
} from '../../../common/admin-api';
import type { ProfileCorrection } from '../../../common/corrections';
import { REGISTRY_CONTENT_TYPE, RegistryReport } from '../../../common/registry';
import { apiRequest } from '../../lib/api';
import { uploadRequest, type UploadOptions } from '../../lib/upload-request';

export type {
  Admin,
  Analytics,
  AuditEntry,
  Board,
  BoardRow,
  CodeStatus,
  CorrectionResult,
  Overview,
  PersonRecord,
  PhoneLimits,
  Registration,
  Registrations,
} from '../../../common/admin-api';
export type { RegistryReport } from '../../../common/registry';
export type { ProfileCorrection } from '../../../common/corrections';

const dryRunQuery = (dryRun: boolean) => (dryRun ? '?dryRun=1' : '');

export const adminApi = {
  overview: () => apiRequest('/api/admin/overview', Overview),
  registrations: (params: URLSearchParams) =>
    apiRequest(`/api/admin/registrations?${params.toString()}`, Registrations),
  leaderboard: (pool: string) => apiRequest(`/api/admin/leaderboard?pool=${pool}`, Board),
  setGames: (games: GamesConfig) =>
    apiRequest('/api/admin/games', GamesConfig, { method: 'PUT', body: games }),
  admins: () => apiRequest('/api/admin/admins', Admins),
  grant: (phone: string) =>
    apiRequest('/api/admin/admins', Admins, { method: 'POST', body: { phone } }),
  revoke: (phone: string) =>
    apiRequest(`/api/admin/admins/${encodeURIComponent(phone)}`, Admins, { method: 'DELETE' }),
  /** The file itself as the body, so a registry of 100,000 codes goes as it is, with progress. */
  uploadRegistry: (
    mode: 'preview' | 'apply',
    csv: Blob | string,
    events: Pick<UploadOptions, 'onProgress' | 'onSent'>,
  ) =>
    uploadRequest(`/api/admin/registry/${mode}`, RegistryReport, csv, {
      contentType: REGISTRY_CONTENT_TYPE,
      ...events,
    }),
  findCode: (code: string) =>
    apiRequest(`/api/admin/registry/${encodeURIComponent(code)}`, CodeStatus),
  resetCode: (code: string, dryRun = false) =>
    apiRequest(
      `/api/admin/registry/${encodeURIComponent(code)}/reset${dryRunQuery(dryRun)}`,
      CorrectionResult,
      { method: 'POST' },
    ),
  phoneLimits: (phone: string) =>
    apiRequest(`/api/admin/sign-in-limits/${encodeURIComponent(phone)}`, PhoneLimits),
  clearPhoneLimits: (phone: string) =>
    apiRequest(`/api/admin/sign-in-limits/${encodeURIComponent(phone)}`, PhoneLimits, {
      method: 'DELETE',
    }),
  person: (uid: string) => apiRequest(`/api/admin/users/${encodeURIComponent(uid)}`, PersonRecord),
  correctPerson: (uid: string, changes: ProfileCorrection, dryRun: boolean) =>
    apiRequest(
      `/api/admin/users/${encodeURIComponent(uid)}${dryRunQuery(dryRun)}`,
      CorrectionResult,
      { method: 'PATCH', body: changes },
    ),
  removeRegistration: (uid: string, dryRun: boolean) =>
    apiRequest(
      `/api/admin/users/${encodeURIComponent(uid)}/registration${dryRunQuery(dryRun)}`,
      CorrectionResult,
      { method: 'DELETE' },
    ),
  voidAttempt: (uid: string, pool: string, dryRun: boolean) =>
    apiRequest(
      `/api/admin/users/${encodeURIComponent(uid)}/attempts/${pool}${dryRunQuery(dryRun)}`,
      CorrectionResult,
      { method: 'DELETE' },
    ),
  audit: () => apiRequest('/api/admin/audit', AuditLog),
  analytics: () => apiRequest('/api/admin/analytics', Analytics),
};

export function formatTime(ms: number): string {
  return new Date(ms).toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}
