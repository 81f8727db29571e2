// Calls of the Access Control page (the admins, the employee registry and its codes, phones'
// sign-in limits) and its read with its query key; the replies' shapes are common/admin-api.ts's.
import { queryOptions } from '@tanstack/react-query';
import { Admins, CodeStatus, CorrectionResult, PhoneLimits } from '../../../common/admin-api';
import { REGISTRY_CONTENT_TYPE, RegistryReport } from '../../../common/registry';
import { adminReadsKey } from '../../lib/admin-keys';
import { apiRequest } from '../../lib/api';
import { dryRunQuery } from '../../lib/dry-run-query';
import { uploadRequest, type UploadOptions } from '../../lib/upload-request';

export type { CodeStatus, PhoneLimits } from '../../../common/admin-api';

const fetchAdmins = () => apiRequest('/api/admin/admins', Admins);

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

/** Under the admin area's root key, so a change anywhere in the admin area reads it again. */
const accessKeys = {
  admins: () => [...adminReadsKey, 'admins'] as const,
};

/** The Access Control page's read. */
export const accessQueries = {
  admins: () => queryOptions({ queryKey: accessKeys.admins(), queryFn: fetchAdmins }),
};
