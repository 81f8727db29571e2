// Checks an uploaded .xlsx before the reader unpacks it: a zip of 2 MB can hold gigabytes of XML (a
// zip bomb), and a small sheet can name a far-away cell that the reader fills every row and column up
// to. The reader trusts the sizes the archive declares, so they are checked against what it holds.
import { inflateRaw } from 'node:zlib';
import { QUIZ_LIMITS } from '../../../common/quiz.js';
import { malformedQuestionFile } from './question-rows.js';

/** The most an archive may unpack to: a sheet of 1,000 long Hindi questions is a few megabytes. */
const MAX_UNPACKED_BYTES = 32 * 1024 * 1024;
/** The most cells the rectangle from A1 to a sheet's farthest cell may hold. */
const MAX_SHEET_CELLS = 2_000_000;
/** Excel's own last row. */
const MAX_SHEET_ROW = 1_048_576;

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_ENTRY = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const HAS_DATA_DESCRIPTOR = 0x08;
const STORED = 0;
const DEFLATED = 8;

const notXlsx = () => malformedQuestionFile(1, 'quizFileNotXlsx');
/** An archive that unpacks to more than any question file: refused as more rows than a quiz takes. */
const tooLarge = () => malformedQuestionFile(QUIZ_LIMITS.maxQuestions + 2, 'quizFileTooManyRows');

type Entry = {
  name: string;
  flags: number;
  method: number;
  packed: number;
  size: number;
  at: number;
};

function directoryOf(zip: Buffer): { entries: Entry[]; directoryAt: number } {
  const lowest = Math.max(0, zip.length - 22 - 0xffff);
  let end = zip.length - 22;
  while (end >= lowest && zip.readUInt32LE(end) !== END_OF_DIRECTORY) end -= 1;
  if (end < lowest) throw notXlsx();
  const count = zip.readUInt16LE(end + 10);
  const directoryAt = zip.readUInt32LE(end + 16);
  const entries: Entry[] = [];
  let at = directoryAt;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > end || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw notXlsx();
    const nameLength = zip.readUInt16LE(at + 28);
    entries.push({
      flags: zip.readUInt16LE(at + 8),
      method: zip.readUInt16LE(at + 10),
      packed: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      at: zip.readUInt32LE(at + 42),
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return { entries, directoryAt };
}

function inflateWithin(data: Buffer, maxOutputLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    inflateRaw(data, { maxOutputLength }, (error, out) => (error ? reject(error) : resolve(out)));
  });
}

/**
 * Whether the entry's own header says what the directory says: a streaming reader goes by the
 * former, these checks by the latter. With a data descriptor its sizes come after the data.
 */
function localHeaderAgrees(zip: Buffer, entry: Entry): boolean {
  if (zip.readUInt32LE(entry.at) !== LOCAL_ENTRY) return false;
  const flags = zip.readUInt16LE(entry.at + 6);
  if (zip.readUInt16LE(entry.at + 8) !== entry.method) return false;
  if ((flags & HAS_DATA_DESCRIPTOR) !== (entry.flags & HAS_DATA_DESCRIPTOR)) return false;
  return (
    (flags & HAS_DATA_DESCRIPTOR) !== 0 ||
    (zip.readUInt32LE(entry.at + 18) === entry.packed &&
      zip.readUInt32LE(entry.at + 22) === entry.size)
  );
}

/** The column's number of a cell reference's letters: A is 1, XFD is 16,384. */
function columnNumber(letters: string): number {
  let number = 0;
  for (const letter of letters) number = number * 26 + letter.charCodeAt(0) - 64;
  return number;
}

/** A row's or a cell's reference, and the slash that closes an element with nothing in it. */
const REFERENCE = /<(?:\w+:)?(c|row)\s[^>]*?\br=["']([A-Z]{0,3})(\d{1,8})["'][^>]*?(\/?)>/g;

/**
 * Whether the reader stays within its limits on a sheet: it makes a row for every row number up to
 * the last, and fills every row up to the last cell with a value out to the farthest such column.
 */
function sheetWithinLimits(xml: string): boolean {
  let rows = 0;
  let cellRows = 0;
  let columns = 1;
  for (const [, tag, letters, row, empty] of xml.matchAll(REFERENCE)) {
    rows = Math.max(rows, Number(row));
    // A cell with no value (<c r="H9" s="1"/>, formatting alone) is one the reader skips.
    if (tag !== 'c' || empty) continue;
    cellRows = Math.max(cellRows, Number(row));
    columns = Math.max(columns, columnNumber(letters!));
  }
  return rows <= MAX_SHEET_ROW && cellRows * columns <= MAX_SHEET_CELLS;
}

/**
 * Refuses an archive that is not a plain zip of entries one after another (as a streaming reader
 * sees them), or that unpacks to more than a question file could need.
 */
export async function checkXlsxLimits(zip: Buffer): Promise<void> {
  const { entries, directoryAt } = directoryOf(zip);
  let unpacked = 0;
  let next = 0;
  for (const entry of [...entries].sort((a, b) => a.at - b.at)) {
    if (entry.at !== next || entry.at + 30 > directoryAt) throw notXlsx();
    if (!localHeaderAgrees(zip, entry)) throw notXlsx();
    const dataAt =
      entry.at + 30 + zip.readUInt16LE(entry.at + 26) + zip.readUInt16LE(entry.at + 28);
    next = dataAt + entry.packed;
    if (entry.flags & HAS_DATA_DESCRIPTOR) {
      next += next + 4 <= directoryAt && zip.readUInt32LE(next) === DATA_DESCRIPTOR ? 16 : 12;
    }
    if (next > directoryAt) throw notXlsx();

    unpacked += entry.size;
    if (unpacked > MAX_UNPACKED_BYTES) throw tooLarge();
    const data = zip.subarray(dataAt, dataAt + entry.packed);
    let content: Buffer;
    if (entry.method === STORED) content = data;
    else if (entry.method === DEFLATED) {
      content = await inflateWithin(data, Math.max(1, entry.size)).catch(() => {
        throw notXlsx();
      });
    } else throw notXlsx();
    // The reader sizes its buffers by what the archive declares: it must be what is there.
    if (content.length !== entry.size) throw notXlsx();
    if (
      /^xl\/worksheets\/[^/]+\.xml$/.test(entry.name) &&
      !sheetWithinLimits(content.toString('latin1'))
    ) {
      throw tooLarge();
    }
  }
  if (next !== directoryAt) throw notXlsx();
}
