// The profile form's fields and rules, shared by the form and the server.
import { z } from 'zod';
import { GENDERS } from './genders.js';
import type { MessageKey } from './messages.js';
import { isValidMobile, normalisePhone } from './phone.js';
import { IMAGE_MAX_BYTES } from './upload-limits.js';
import { isOneLine, removeInvisibleControls, visibleText } from './visible-text.js';

/** Selfies up to an uploaded image's limit are accepted, then re-encoded to at most 1024 px. */
export const SELFIE_MAX_BYTES = IMAGE_MAX_BYTES;
export const SELFIE_MAX_PIXELS = 1024;

/**
 * An employee code as the registry stores it: lowercased, all whitespace removed, and
 * invisible format characters too, so a code pasted with a zero-width space still matches.
 */
export function normaliseEmployeeCode(value: string): string {
  return removeInvisibleControls(value).toLowerCase().replace(/\s+/g, '');
}

/**
 * A rule's message: the name of its text in common/messages.ts, which the server sends in English
 * (with the name as the reason) and the form shows in the chosen language.
 */
const text = (key: MessageKey): MessageKey => key;

const required = (missing: MessageKey) =>
  z
    .string({ error: missing })
    .overwrite(visibleText)
    .trim()
    .min(1, missing)
    .max(200, text('tooLong'))
    .refine(isOneLine, text('unsaveable'));

export const ProfileInput = z.strictObject({
  employeeId: required('employeeIdRequired').max(64, text('employeeIdTooLong')),
  name: required('nameRequired').max(120, text('nameTooLong')),
  gender: z.enum(GENDERS, { error: text('genderRequired') }),
  // A team's key; the server checks it names one of the event's teams.
  team: z
    .string({ error: text('rsoRequired') })
    .min(1, text('rsoRequired'))
    .max(40, text('rsoRequired')),
  /**
   * The phone from the sign-in step's navigation state. The server keeps the number the
   * person signed in with, so this is only checked: pages loaded before it was dropped still send it.
   */
  phone: z
    .string()
    .max(32)
    .overwrite(normalisePhone)
    .refine(isValidMobile, text('invalidMobile'))
    .optional(),
});
export type ProfileInput = z.infer<typeof ProfileInput>;

/** GET /api/selfies/:uid: whose photo. */
export const SelfieParams = z.strictObject({ uid: z.string().min(1).max(64) });
