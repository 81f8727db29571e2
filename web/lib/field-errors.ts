// The messages the admin area's forms (a quiz, a question, a team, the event's settings) show beside
// their fields: from the shared schema's checks before anything is sent, and from the server's
// refusal when it names a field.
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ErrorCode } from '../../common/error-codes';
import { ApiError } from './api';
import { apiErrorMessage, sharedMessageText } from './api-error-message';

/** Each field's message, by the field's path in the request: "title.en", "options.2", "capacity". */
export type FieldErrors = Partial<Record<string, string>>;

/** The first message of each field the schema refused, in the chosen language. */
function issueErrors(issues: readonly z.core.$ZodIssue[], t: TFunction): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    errors[field] ??= sharedMessageText(issue.message, t) ?? issue.message;
  }
  return errors;
}

/**
 * The refusal that names a form's field: invalid_quiz for the quiz editor's, invalid_setup for
 * Setup's and the venue's, bad_request for a person's correction (the request's own rules),
 * invalid_profile for the profile form's.
 */
export type FieldRefusalCode = Extract<
  ErrorCode,
  'invalid_quiz' | 'invalid_setup' | 'bad_request' | 'invalid_profile'
>;

/**
 * The field a refusal of `code` names, with its reason (a shared message) in words; null for any
 * other failure, which the failure toast says alone.
 */
function refusalErrors(error: unknown, code: FieldRefusalCode, t: TFunction): FieldErrors | null {
  if (!(error instanceof ApiError) || error.code !== code || !error.field) return null;
  const reason = error.params?.reason;
  const message =
    (typeof reason === 'string' ? sharedMessageText(reason, t) : undefined) ??
    apiErrorMessage(error, t, t('admin.checkField'));
  return { [error.field]: message };
}

/** The id of a form's control for a field: the form's prefix and the field's path. */
export const fieldId = (idPrefix: string, field: string) => `${idPrefix}-${field}`;

/** The id of the element that says a field's error, for its control's aria-describedby. */
export const errorIdOf = (controlId: string) => `${controlId}-error`;

/** A control's aria-describedby from the ids it names (its error's, its hints'), skipping absent ones. */
export const describedBy = (...ids: (string | undefined)[]) =>
  ids.filter(Boolean).join(' ') || undefined;

/**
 * A form's field errors: `check` parses what it would send with the shared schema and names the
 * refused fields, `refuse` names the field of a server's refusal; either way the keyboard moves to
 * the first field in error once its message is on screen, so a screen reader reads the two together.
 * `clear` forgets the errors of a field (and of the fields inside it) as it is edited; `show` puts
 * a form's own messages beside its fields, as `check` does.
 */
export function useFieldErrors(idPrefix: string, refusalCode: FieldRefusalCode) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<FieldErrors>({});
  const focusPending = useRef(false);

  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    const first = Object.keys(errors)[0];
    if (first !== undefined) document.getElementById(fieldId(idPrefix, first))?.focus();
  }, [errors, idPrefix]);

  const show = useCallback((shown: FieldErrors) => {
    focusPending.current = true;
    setErrors(shown);
  }, []);

  function check<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> | null {
    const parsed = schema.safeParse(value);
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    show(issueErrors(parsed.error.issues, t));
    return null;
  }

  function refuse(error: unknown) {
    const refused = refusalErrors(error, refusalCode, t);
    if (refused) show(refused);
  }

  function clear(field: string) {
    setErrors((current) => {
      const kept = Object.entries(current).filter(
        ([name]) => name !== field && !name.startsWith(`${field}.`),
      );
      return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
    });
  }

  const errorOf = (field: string) => errors[field] ?? null;

  return { errors, errorOf, check, refuse, clear, show };
}
