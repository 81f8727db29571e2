// Calls of the registered people's admin screens (the list, one person, the corrections) and their
// reads with their query keys; the replies' shapes are common/admin-api.ts's.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { CorrectionResult, PersonRecord, Registrations } from '../../../common/admin-api';
import type { ProfileCorrection } from '../../../common/corrections';
import { adminReadsKey } from '../../lib/admin-keys';
import { apiRequest } from '../../lib/api';
import { dryRunQuery } from '../../lib/dry-run-query';

export type { Registrations } from '../../../common/admin-api';

const personPath = (uid: string) => `/api/admin/users/${encodeURIComponent(uid)}`;

const fetchRegistrations = (search: string) =>
  apiRequest(`/api/admin/registrations?${search}`, Registrations);
const fetchPerson = (uid: string) => apiRequest(personPath(uid), PersonRecord);

export const correctPerson = (uid: string, changes: ProfileCorrection, dryRun: boolean) =>
  apiRequest(`${personPath(uid)}${dryRunQuery(dryRun)}`, CorrectionResult, {
    method: 'PATCH',
    body: changes,
  });
export const removeRegistration = (uid: string, dryRun: boolean) =>
  apiRequest(`${personPath(uid)}/registration${dryRunQuery(dryRun)}`, CorrectionResult, {
    method: 'DELETE',
  });
export const voidAttempt = (uid: string, quizId: string, dryRun: boolean) =>
  apiRequest(`${personPath(uid)}/attempts/${quizId}${dryRunQuery(dryRun)}`, CorrectionResult, {
    method: 'DELETE',
  });

/** Under the admin area's root key, so a change anywhere in the admin area reads these again. */
const peopleKeys = {
  registrations: (search: string) => [...adminReadsKey, 'registrations', search] as const,
  person: (uid: string) => [...adminReadsKey, 'person', uid] as const,
};

/** The people screens' reads, as the pages ask for them. */
export const peopleQueries = {
  /** `search` is the list's query string: search words, sort, direction and page. */
  registrations: (search: string) =>
    queryOptions({
      queryKey: peopleKeys.registrations(search),
      queryFn: () => fetchRegistrations(search),
      // The page on screen stays while the next one is read, rather than blinking to Loading.
      placeholderData: keepPreviousData,
    }),
  person: (uid: string) =>
    queryOptions({ queryKey: peopleKeys.person(uid), queryFn: () => fetchPerson(uid) }),
};
