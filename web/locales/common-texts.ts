// The texts common/ holds (shared messages, error codes) as i18next reads them, in one language: a
// code's forms under i18next's suffixes, `<code>_one`/`<code>_other` (by count) and `<code>_reason`
// (the context of an error that names a shared message as its reason).
import type { ErrorTexts, Language, Texts } from '../../common/texts';

/** The keys of a table of error codes' texts: each code, and each of its forms. */
type ErrorKeys<Table> = {
  [Code in keyof Table & string]:
    Code | (Table[Code] extends { forms: infer Forms } ? `${Code}_${keyof Forms & string}` : never);
}[keyof Table & string];

/** Each text of the table in `language`, by name. */
export function textsIn<Table extends Readonly<Record<string, Texts>>>(
  table: Table,
  language: Language,
): Record<keyof Table, string> {
  return Object.fromEntries(
    Object.entries(table).map(([name, texts]) => [name, texts[language]]),
  ) as Record<keyof Table, string>;
}

/** Each error code's text in `language`, and its forms. */
export function errorTextsIn<Table extends Readonly<Record<string, ErrorTexts>>>(
  table: Table,
  language: Language,
): Record<ErrorKeys<Table>, string> {
  const texts: Record<string, string> = {};
  for (const [code, entry] of Object.entries(table)) {
    texts[code] = entry[language];
    for (const [form, formTexts] of Object.entries(entry.forms ?? {}))
      texts[`${code}_${form}`] = formTexts[language];
  }
  return texts;
}
