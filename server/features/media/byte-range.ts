// A request's `Range: bytes=…` header read against a file's size: one range, the only kind a video
// player or a download resumer asks for.
import type { ByteRange } from '../../storage/storage-contract.js';

/**
 * The range asked for, clamped to the file; `unsatisfiable` when it starts past the end; null when
 * there is none to honour (no header, several ranges, or one that does not parse), and the whole
 * file is the answer.
 */
export function parseByteRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    // `-n`: the last n bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  // `a-b` or `a-` (to the end); a range that ends before it starts is not one.
  const start = Number(first);
  const end = last === '' ? Infinity : Number(last);
  if (end < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}
