// Calls of the Access Control page (the admins, the employee registry and its codes, phones'
// sign-in limits) and its read with its query key; the replies' shapes are common/admin-api.ts's.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrganiserGrant } from '../../../common/admin';
import {
  AccessSummary,
  Admins,
  CodeStatus,
  CorrectionResult,
  PhoneLimits,
  type Admin,
} from '../../../common/admin-api';
import { REGISTRY_CONTENT_TYPE, RegistryReport } from '../../../common/registry';
import type { ImportRequest } from '../../components/import-card';
import { adminReadsKey } from '../../lib/admin-keys';
import { apiRequest } from '../../lib/api';
import { dryRunQuery } from '../../lib/dry-run-query';
import type { MutationCallbacks } from '../../lib/mutation-callbacks';
import { useChangeMutation } from '../../lib/use-change-mutation';
import { uploadRequest, type UploadOptions } from '../../lib/upload-request';

export type { CodeStatus, PhoneLimits } from '../../../common/admin-api';

const fetchAdmins = () => apiRequest('/api/admin/admins', Admins);
const fetchAccessSummary = () => apiRequest('/api/admin/access', AccessSummary);

/** Looked up when an organiser asks, not kept: a code's or a phone's state changes all day. */
const findEmployeeCode = (code: string) =>
  apiRequest(`/api/admin/registry/${encodeURIComponent(code)}`, CodeStatus);
const fetchPhoneLimits = (phone: string) =>
  apiRequest(`/api/admin/sign-in-limits/${encodeURIComponent(phone)}`, PhoneLimits);

const grantAdmin = (grant: OrganiserGrant) =>
  apiRequest('/api/admin/admins', Admins, { method: 'POST', body: grant });
const nameOrganiser = (name: string) =>
  apiRequest('/api/admin/organiser-name', Admins, { method: 'PUT', body: { name } });
const revokeAdmin = (phone: string) =>
  apiRequest(`/api/admin/admins/${encodeURIComponent(phone)}`, Admins, { method: 'DELETE' });

/** The file itself as the body, so a registry of 100,000 codes goes as it is, with progress. */
const uploadRegistry = (
  dryRun: boolean,
  csv: Blob | string,
  events: Pick<UploadOptions, 'onProgress' | 'onSent'>,
) =>
  uploadRequest(`/api/admin/registry${dryRunQuery(dryRun)}`, RegistryReport, csv, {
    contentType: REGISTRY_CONTENT_TYPE,
    ...events,
  });

const resetEmployeeCode = (code: string, dryRun: boolean) =>
  apiRequest(
    `/api/admin/registry/${encodeURIComponent(code)}/reset${dryRunQuery(dryRun)}`,
    CorrectionResult,
    { method: 'POST' },
  );
const clearPhoneLimits = (phone: string) =>
  apiRequest(`/api/admin/sign-in-limits/${encodeURIComponent(phone)}`, PhoneLimits, {
    method: 'DELETE',
  });

/** Under the admin area's root key, so a change anywhere in the admin area reads it again. */
const accessKeys = {
  admins: () => [...adminReadsKey, 'admins'] as const,
  summary: () => [...adminReadsKey, 'access'] as const,
};

/** The Access Control page's reads: the organisers, and the registry's counts and sign-in limits. */
export const accessQueries = {
  admins: () => queryOptions({ queryKey: accessKeys.admins(), queryFn: fetchAdmins }),
  summary: () => queryOptions({ queryKey: accessKeys.summary(), queryFn: fetchAccessSummary }),
};

/**
 * A code's state, looked up when the organiser asks: a mutation rather than a kept read, since the
 * answer is only good for the moment (and a failure is told like any other).
 */
export const useEmployeeCodeLookup = (callbacks: MutationCallbacks<CodeStatus, string> = {}) =>
  useMutation({ ...callbacks, mutationFn: findEmployeeCode });

/** A phone's sign-in limits, looked up when the organiser asks, like a code's state. */
export const usePhoneLimitsCheck = (callbacks: MutationCallbacks<PhoneLimits, string> = {}) =>
  useMutation({ ...callbacks, mutationFn: fetchPhoneLimits });

/** What resetting a code would do, as a dry run: nothing changes, so nothing is read again. */
export const useCodeResetPreview = (callbacks: MutationCallbacks<CorrectionResult, string> = {}) =>
  useMutation({ ...callbacks, mutationFn: (code: string) => resetEmployeeCode(code, true) });

/**
 * A code reset to not registered, answered with its state afterwards. A reset that removed a
 * registration moved the team numbers, so every organiser read is read again.
 */
export const useResetEmployeeCode = (callbacks: MutationCallbacks<CodeStatus, string> = {}) =>
  useChangeMutation(
    async (code: string) => {
      await resetEmployeeCode(code, false);
      return findEmployeeCode(code);
    },
    callbacks,
    { stale: adminReadsKey },
  );

/** A phone's sign-in limits cleared, answered with its limits afterwards (kept by no read). */
export const useClearPhoneLimits = (callbacks: MutationCallbacks<PhoneLimits, string> = {}) =>
  useMutation({ ...callbacks, mutationFn: clearPhoneLimits });

/** A phone granted the admin role under a name; every organiser read is read again. */
export const useGrantAdmin = (callbacks: MutationCallbacks<Admin[], OrganiserGrant> = {}) =>
  useChangeMutation(grantAdmin, callbacks, { stale: adminReadsKey });

/** The signed-in organiser's own name; every organiser read (the activity's names) is read again. */
export const useNameOrganiser = (callbacks: MutationCallbacks<Admin[], string> = {}) =>
  useChangeMutation(nameOrganiser, callbacks, { stale: adminReadsKey });

/** A phone's admin role revoked; every organiser read is read again. */
export const useRevokeAdmin = () => useChangeMutation(revokeAdmin, {}, { stale: adminReadsKey });

/**
 * The registry previewed (`dryRun`) or applied, as the import card uploads it. Applied, the
 * registry's counts are read again; a refusal stays beside the file, not in a toast.
 */
export function useUploadRegistry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ source, dryRun, events }: ImportRequest<File | string>) =>
      uploadRegistry(dryRun, source, events),
    onSuccess: (report) =>
      report.dryRun ? undefined : queryClient.invalidateQueries({ queryKey: accessKeys.summary() }),
    meta: { toastOnError: false },
  });
}
