// Calls of the admin area and the admin screens' reads with their query keys; the shapes of the
// replies are common/admin-api.ts's.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
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
import { adminReadsKey } from '../../lib/admin-keys';
import { apiRequest } from '../../lib/api';
import { uploadRequest, type UploadOptions } from '../../lib/upload-request';

export type {
  Analytics,
  Board,
  CodeStatus,
  Overview,
  PhoneLimits,
  Registrations,
} from '../../../common/admin-api';
export type { ProfileCorrection } from '../../../common/corrections';

const dryRunQuery = (dryRun: boolean) => (dryRun ? '?dryRun=1' : '');

const fetchOverview = () => apiRequest('/api/admin/overview', Overview);
const fetchRegistrations = (search: string) =>
  apiRequest(`/api/admin/registrations?${search}`, Registrations);
const fetchLeaderboard = (quizId: string) =>
  apiRequest(`/api/admin/leaderboard?quizId=${quizId}`, Board);
const fetchAdmins = () => apiRequest('/api/admin/admins', Admins);
const fetchPerson = (uid: string) =>
  apiRequest(`/api/admin/users/${encodeURIComponent(uid)}`, PersonRecord);
const fetchAudit = () => apiRequest('/api/admin/audit', AuditLog);
const fetchAnalytics = () => apiRequest('/api/admin/analytics', Analytics);

/** Looked up when an organiser asks, not kept: a code's or a phone's state changes all day. */
export const findEmployeeCode = (code: string) =>
  apiRequest(`/api/admin/registry/${encodeURIComponent(code)}`, CodeStatus);
export const fetchPhoneLimits = (phone: string) =>
  apiRequest(`/api/admin/sign-in-limits/${encodeURIComponent(phone)}`, PhoneLimits);

export const grantAdmin = (phone: string) =>
  apiRequest('/api/admin/admins', Admins, { method: 'POST', body: { phone } });
export const revokeAdmin = (phone: string) =>
  apiRequest(`/api/admin/admins/${encodeURIComponent(phone)}`, Admins, { method: 'DELETE' });

/** The file itself as the body, so a registry of 100,000 codes goes as it is, with progress. */
export const uploadRegistry = (
  mode: 'preview' | 'apply',
  csv: Blob | string,
  events: Pick<UploadOptions, 'onProgress' | 'onSent'>,
) =>
  uploadRequest(`/api/admin/registry/${mode}`, RegistryReport, csv, {
    contentType: REGISTRY_CONTENT_TYPE,
    ...events,
  });

export const resetEmployeeCode = (code: string, dryRun = false) =>
  apiRequest(
    `/api/admin/registry/${encodeURIComponent(code)}/reset${dryRunQuery(dryRun)}`,
    CorrectionResult,
    { method: 'POST' },
  );
export const clearPhoneLimits = (phone: string) =>
  apiRequest(`/api/admin/sign-in-limits/${encodeURIComponent(phone)}`, PhoneLimits, {
    method: 'DELETE',
  });
export const correctPerson = (uid: string, changes: ProfileCorrection, dryRun: boolean) =>
  apiRequest(
    `/api/admin/users/${encodeURIComponent(uid)}${dryRunQuery(dryRun)}`,
    CorrectionResult,
    {
      method: 'PATCH',
      body: changes,
    },
  );
export const removeRegistration = (uid: string, dryRun: boolean) =>
  apiRequest(
    `/api/admin/users/${encodeURIComponent(uid)}/registration${dryRunQuery(dryRun)}`,
    CorrectionResult,
    { method: 'DELETE' },
  );
export const voidAttempt = (uid: string, quizId: string, dryRun: boolean) =>
  apiRequest(
    `/api/admin/users/${encodeURIComponent(uid)}/attempts/${quizId}${dryRunQuery(dryRun)}`,
    CorrectionResult,
    { method: 'DELETE' },
  );

const all = adminReadsKey;

/** The admin area's query keys: every change an organiser makes invalidates `all`. */
export const adminKeys = {
  all,
  overview: () => [...all, 'overview'] as const,
  registrations: (search: string) => [...all, 'registrations', search] as const,
  leaderboard: (quizId: string) => [...all, 'leaderboard', quizId] as const,
  admins: () => [...all, 'admins'] as const,
  person: (uid: string) => [...all, 'person', uid] as const,
  audit: () => [...all, 'audit'] as const,
  analytics: () => [...all, 'analytics'] as const,
};

/** The admin area's reads, as the screens ask for them. */
export const adminQueries = {
  overview: () => queryOptions({ queryKey: adminKeys.overview(), queryFn: fetchOverview }),
  /** `search` is the list's query string: search words, sort, direction and page. */
  registrations: (search: string) =>
    queryOptions({
      queryKey: adminKeys.registrations(search),
      queryFn: () => fetchRegistrations(search),
      // The page on screen stays while the next one is read, rather than blinking to Loading.
      placeholderData: keepPreviousData,
    }),
  leaderboard: (quizId: string) =>
    queryOptions({
      queryKey: adminKeys.leaderboard(quizId),
      queryFn: () => fetchLeaderboard(quizId),
    }),
  admins: () => queryOptions({ queryKey: adminKeys.admins(), queryFn: fetchAdmins }),
  person: (uid: string) =>
    queryOptions({ queryKey: adminKeys.person(uid), queryFn: () => fetchPerson(uid) }),
  audit: () => queryOptions({ queryKey: adminKeys.audit(), queryFn: fetchAudit }),
  analytics: () => queryOptions({ queryKey: adminKeys.analytics(), queryFn: fetchAnalytics }),
};
