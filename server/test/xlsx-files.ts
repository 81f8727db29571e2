// Spreadsheets written byte by byte for tests: a workbook as small as a spreadsheet would open, and
// the same with the tricks a hostile file plays (sizes that lie, parts where no one looks).
import { posix } from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';

/**
 * One entry of a zip made by hand: its bytes (deflated here), or bytes deflated already for an entry
 * too large to hold inflated, and what its headers claim.
 */
export type ZipEntry = {
  name: string;
  /** The entry's content, deflated here. */
  data?: Buffer;
  /** The content deflated already, with the size and CRC of what it inflates to. */
  deflated?: { bytes: Buffer; size: number; crc: number };
  /** The size both headers declare, when it is not the true one. */
  declaredSize?: number;
  /** A Unix file mode, kept in the directory as a Unix zip tool keeps it (a link is 0o120777). */
  unixMode?: number;
};

/**
 * The fields a local header and its directory entry both hold, in the same order from `at` (4 in
 * the one, 6 in the other): version needed (2.0), method (deflate), CRC, sizes and name length.
 */
function writeSharedFields(
  header: Buffer,
  at: number,
  fields: { crc: number; packedSize: number; size: number; nameLength: number },
): void {
  header.writeUInt16LE(20, at);
  header.writeUInt16LE(8, at + 4);
  header.writeUInt32LE(fields.crc, at + 10);
  header.writeUInt32LE(fields.packedSize, at + 14);
  header.writeUInt32LE(fields.size, at + 18);
  header.writeUInt16LE(fields.nameLength, at + 22);
}

/** A zip of these entries, in this order; names may repeat, and sizes and modes may lie. */
export function zipEntries(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const { name, data = Buffer.alloc(0), deflated, declaredSize, unixMode } of entries) {
    const packed = deflated?.bytes ?? deflateRawSync(data);
    const crc = deflated?.crc ?? crc32(data);
    const nameBytes = Buffer.from(name);
    const size = declaredSize ?? deflated?.size ?? data.length;
    const shared = { crc, packedSize: packed.length, size, nameLength: nameBytes.length };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeSharedFields(local, 4, shared);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    // Made by Unix (3) when a mode is kept, so that readers take its attributes for one.
    entry.writeUInt16LE(unixMode === undefined ? 20 : (3 << 8) | 20, 4);
    writeSharedFields(entry, 6, shared);
    if (unixMode !== undefined) entry.writeUInt32LE((unixMode << 16) >>> 0, 38);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    directory.push(entry, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

/** A zip of the given files, each deflated; `declaredSizes` lie about what some entries hold. */
export function zipOf(
  files: Record<string, string>,
  declaredSizes: Record<string, number> = {},
): Buffer {
  return zipEntries(
    Object.entries(files).map(([name, text]) => ({
      name,
      data: Buffer.from(text),
      declaredSize: declaredSizes[name],
    })),
  );
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** Where a workbook keeps its sheet, and its shared texts (none by default). */
export type WorkbookLayout = {
  /** The sheet's path as the workbook's links name it: relative to xl/, or from the root with /. */
  sheetTarget?: string;
  sharedStrings?: string[];
  /** What comes before the sheet's root element: a document type, say. */
  sheetPrologue?: string;
};

function archivePath(target: string): string {
  return target.startsWith('/') ? target.slice(1) : posix.normalize(`xl/${target}`);
}

/** The parts of the smallest workbook a spreadsheet would open, by their names in the archive. */
export function workbookParts(
  rows: string,
  { sheetTarget = 'worksheets/sheet1.xml', sharedStrings, sheetPrologue = '' }: WorkbookLayout = {},
): Record<string, string> {
  const sharedLink = sharedStrings
    ? `<Relationship Id="rId2" Type="${OFFICE}/sharedStrings" Target="sharedStrings.xml"/>`
    : '';
  const shared: Record<string, string> = sharedStrings
    ? {
        'xl/sharedStrings.xml': `<sst xmlns="${MAIN}" count="${sharedStrings.length}">${sharedStrings.map((text) => `<si><t>${text}</t></si>`).join('')}</sst>`,
      }
    : {};
  return {
    '[Content_Types].xml': `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/${archivePath(sheetTarget)}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    '_rels/.rels': `<Relationships xmlns="${RELATIONSHIPS}"><Relationship Id="rId1" Type="${OFFICE}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `<workbook xmlns="${MAIN}" xmlns:r="${OFFICE}"><sheets><sheet name="Questions" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<Relationships xmlns="${RELATIONSHIPS}"><Relationship Id="rId1" Type="${OFFICE}/worksheet" Target="${sheetTarget}"/>${sharedLink}</Relationships>`,
    ...shared,
    [archivePath(sheetTarget)]:
      `${sheetPrologue}<worksheet xmlns="${MAIN}"><sheetData>${rows}</sheetData></worksheet>`,
  };
}

/** The smallest workbook a spreadsheet would open: one sheet of the given `<row>` elements. */
export function workbookOf(
  rows: string,
  declaredSizes: Record<string, number> = {},
  layout: WorkbookLayout = {},
): Buffer {
  return zipOf(workbookParts(rows, layout), declaredSizes);
}

/** A `<row>` of text cells from column A on. */
export function sheetRow(line: number, cells: string[]): string {
  const cell = (text: string, index: number) =>
    `<c r="${String.fromCharCode(65 + index)}${line}" t="inlineStr"><is><t>${text}</t></is></c>`;
  return `<row r="${line}">${cells.map(cell).join('')}</row>`;
}

export const TEXT_HEADER = ['question', 'option 1', 'option 2', 'correct'];

/** The workbook with its sheet's own header (not the directory) claiming to unpack to `size` bytes. */
export function withSheetEntryClaiming(size: number): Buffer {
  const file = workbookOf(sheetRow(1, TEXT_HEADER));
  // The entries' own headers come first, so the name's first place is in the sheet's own header.
  const header = file.indexOf('xl/worksheets/sheet1.xml') - 30;
  file.writeUInt32LE(size, header + 22);
  return file;
}
