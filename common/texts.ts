// The languages the app speaks, and what a text the server and the browser share holds: its words in
// each of them. Shared messages (common/messages.ts) and error codes (common/error-codes.ts,
// common/admin-error-codes.ts) are written as these, so adding one is one edit.

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

/** One text in every language; placeholders (`{{line}}`) are filled from the error's params. */
export type Texts = Readonly<Record<Language, string>>;

/**
 * What the browser shows for an error code, in every language, with the forms i18next picks by the
 * values the error carries: `one`/`other` by a count (the minutes to wait), `reason` when the error
 * names a shared message as its reason.
 */
export type ErrorTexts = Texts & {
  readonly forms?: Readonly<Partial<Record<'one' | 'other' | 'reason', Texts>>>;
};

/** An error code the server answers with: its HTTP status beside its texts. */
export type ServerErrorEntry = ErrorTexts & {
  readonly status: number;
  /**
   * The English message the server sends, where it differs from the English text: the browser's
   * names a value from the error's params (`{{line}}`) that the server's sentence does without.
   */
  readonly serverMessage?: string;
};
