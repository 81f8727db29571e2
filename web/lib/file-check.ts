// A chosen file checked before any of it is sent, as the server checks it: its type, then its size.

type Refusals = { wrongType: string; tooLarge: string };

/** Why the file cannot go (in the screen's words), or null when it may. */
export function refuseFile(
  file: File,
  types: readonly string[],
  maxBytes: number,
  refusals: Refusals,
): string | null {
  if (!types.includes(file.type)) return refusals.wrongType;
  return file.size > maxBytes ? refusals.tooLarge : null;
}
