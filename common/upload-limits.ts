// The most an uploaded file may be, said once for the server that refuses it and the browser that
// warns before sending it. The registry's and the setup file's own limits are beside their shapes
// (common/registry.ts, common/setup-file.ts).

/**
 * An image an organiser or a player uploads (a profile photo, a team's logo, a poster, a question's
 * picture): a phone camera's photo fits, and it is re-encoded far smaller before it is kept.
 */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** A file of questions to import into a quiz (CSV or .xlsx). */
export const QUESTION_FILE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * The pictures sent with a file of questions, a .zip or the images chosen in one go: together at most
 * this much, this many files, and (a .zip) this much once unpacked; each picture at most
 * IMAGE_MAX_BYTES.
 */
export const QUESTION_PICTURES_MAX_BYTES = 50 * 1024 * 1024;
export const QUESTION_PICTURES_MAX_FILES = 1_000;
export const QUESTION_PICTURES_UNPACKED_MAX_BYTES = 64 * 1024 * 1024;

/** The picture formats an organiser may upload for the event (each is re-encoded, SVG too). */
export const EVENT_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/svg+xml',
] as const;

/** The picture formats a question may have: the event's, but no drawings in SVG. */
export const QUESTION_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;

/** A video for the event's videos page, streamed to storage as it arrives. */
export const VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;
export const VIDEO_MAX_BYTES = 500 * 1024 * 1024;
