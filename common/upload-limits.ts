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
