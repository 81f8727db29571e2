// The registry's refusals of a profile, said beside the employee ID with what to do next: the
// spec's words first ("Invalid employee id", "Already registered"), then the step, naming whom the
// organisers have said to ask. Its texts are the shared messages, which come with the wording of
// failures rather than with the first screen.
import type { TFunction } from 'i18next';
import type { PublicSite } from '../../../common/api';
import { ApiError } from '../../lib/api';
import { apiErrorMessage } from '../../lib/api-error-message';

/** A refusal the form says beside the employee ID: not in the registry, or already taken. */
export function isRegistryRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === 'invalid_employee_id' || error.code === 'already_registered')
  );
}

/** A refusal the form shows beside a field, so no failure toast says it a second time. */
export function isFieldRefusal(error: unknown): boolean {
  return (
    isRegistryRefusal(error) ||
    (error instanceof ApiError && error.code === 'invalid_profile' && Boolean(error.field))
  );
}

/** The organisers' contact in the chosen language (the English one where no Hindi is given). */
function contactIn(site: PublicSite | undefined, language: string): string {
  const contact = site?.contact;
  if (!contact) return '';
  return ((language === 'hi' && contact.hi) || contact.en).trim();
}

/** What the employee ID's field says for a registry refusal: the spec's words, then the next step. */
export function registryRefusalText(
  error: ApiError,
  t: TFunction,
  site: PublicSite | undefined,
  language: string,
): string {
  const next =
    error.code === 'already_registered'
      ? t('messages.alreadyRegisteredNext')
      : t('messages.invalidEmployeeIdNext');
  const contact = contactIn(site, language);
  const refusal = t('messages.refusalThenNext', {
    refusal: apiErrorMessage(error, t, t('profile.saveFailed')),
    next,
  });
  return contact ? `${refusal} ${t('messages.organisersContact', { contact })}` : refusal;
}
