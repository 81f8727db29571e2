// Calls of the registered people's admin screens (the list, one person, the corrections) and their
// reads with their query keys; the replies' shapes are common/admin-api.ts's.
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { CorrectionResult, PersonRecord, Registrations } from '../../../common/admin-api';
import type { ProfileCorrection } from '../../../common/corrections';
import { adminReadsKey } from '../../lib/admin-keys';
import { apiRequest } from '../../lib/api';
import { dryRunQuery } from '../../lib/dry-run-query';
import type { MutationCallbacks } from '../../lib/mutation-callbacks';
import { useChangeMutation } from '../../lib/use-change-mutation';

export type { Registrations } from '../../../common/admin-api';

const personPath = (uid: string) => `/api/admin/users/${encodeURIComponent(uid)}`;

const fetchRegistrations = (search: string) =>
  apiRequest(`/api/admin/registrations?${search}`, Registrations);
const fetchPerson = (uid: string) => apiRequest(personPath(uid), PersonRecord);

/** A correction an organiser makes to one person: their details, a play voided, or their removal. */
export type PersonCorrection =
  | { kind: 'details'; uid: string; changes: ProfileCorrection }
  | { kind: 'void'; uid: string; quizId: string }
  | { kind: 'remove'; uid: string };

/** Makes a correction, or with `dryRun` says what it would change and changes nothing. */
function runCorrection(correction: PersonCorrection, dryRun: boolean) {
  const path = personPath(correction.uid);
  const query = dryRunQuery(dryRun);
  switch (correction.kind) {
    case 'details':
      return apiRequest(`${path}${query}`, CorrectionResult, {
        method: 'PATCH',
        body: correction.changes,
      });
    case 'void':
      return apiRequest(`${path}/attempts/${correction.quizId}${query}`, CorrectionResult, {
        method: 'DELETE',
      });
    case 'remove':
      return apiRequest(`${path}/registration${query}`, CorrectionResult, { method: 'DELETE' });
  }
}

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

/** What a correction would change, as a dry run: nothing changes, so nothing is read again. */
export const useCorrectionPreview = () =>
  useMutation({ mutationFn: (correction: PersonCorrection) => runCorrection(correction, true) });

/**
 * A correction made. The team numbers moved, so every organiser read is read again, once the page
 * has done its part (a removed person's page is left first, so it is not read again).
 */
export const useApplyCorrection = (
  callbacks: MutationCallbacks<CorrectionResult, PersonCorrection> = {},
) =>
  useChangeMutation((correction: PersonCorrection) => runCorrection(correction, false), callbacks, {
    stale: adminReadsKey,
  });
