// The pictures sent with a question file, as the route and the .zip reader hand them on: found by the
// name a row's picture cell writes, whatever its case or the folder it was in.
import type { ParsedQuestionFile } from './question-rows.js';

/** What a row's picture cell and a sent file are matched by: the file name, in one case and form. */
export function pictureKey(name: string): string {
  return (name.split('/').pop() ?? '').normalize('NFC').toLowerCase();
}

/**
 * The pictures the rows name that were sent, by their key; and the keys that cannot be used: sent
 * twice (two files of that name), larger than a question's picture may be, or not readable.
 */
export type SentPictures = {
  files: { key: string; bytes: Uint8Array }[];
  twice: string[];
  tooLarge: string[];
  unreadable: string[];
};

/** The keys of the pictures the rows name, for the .zip reader to unpack those alone. */
export function picturesNamed(file: ParsedQuestionFile): Set<string> {
  const names = new Set<string>();
  for (const row of file.rows)
    if ('question' in row && row.picture) names.add(pictureKey(row.picture));
  return names;
}
