// An Excel workbook's first sheet read as rows of cells, by a streaming reader that bounds what it
// actually opens: it follows the workbook's own links to the sheet (wherever the archive keeps it),
// inflates only the parts it reads, counts their bytes as they come, decodes cell addresses as the
// XML says them (character references included), and stops at the first bound crossed. Nothing is
// allocated for the rows and columns between cells, so a far-away address costs nothing.
import { StringDecoder } from 'node:string_decoder';
import { posix } from 'node:path';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import yauzl from 'yauzl';
import type { MessageKey } from '../../common/messages.js';

/** A cell as the sheet holds it: text, a number, a flag or a date; null for an empty or error cell. */
type SheetCell = string | number | boolean | Date | null;
/** A row with anything in it: its number in the sheet and its cells from column A on. */
export type SheetRow = { line: number; cells: SheetCell[] };

export type SheetLimits = {
  /** Rows with a value, the header included; the next one is refused. */
  maxRows: number;
  /** The farthest column a value may be in (A is 1). */
  maxColumns: number;
};

/** Why a workbook was refused, and the sheet's row where reading stopped (1 when not in a row). */
export class SheetRefusal extends Error {
  constructor(
    readonly reason: MessageKey,
    readonly line = 1,
  ) {
    super(reason);
  }
}

/** Excel's own limits: a cell's characters, and the last row and column. */
const EXCEL_CELL_CHARS = 32_767;
const EXCEL_LAST_ROW = 1_048_576;
const EXCEL_LAST_COLUMN = 16_384;
/** Archive entries: a workbook has a dozen or two. */
const MAX_ENTRIES = 1_000;
/** The links files and the workbook: a few kilobytes in any real file. */
const MAX_SMALL_PART_BYTES = 1024 * 1024;
/** The sheet and its shared texts: 1,000 long Hindi questions are a few megabytes. */
const MAX_LARGE_PART_BYTES = 16 * 1024 * 1024;
/** The flag of an entry whose sizes come after its data. */
const HAS_DATA_DESCRIPTOR = 0x08;

const notXlsx = () => new SheetRefusal('quizFileNotXlsx');
const tooLarge = (line = 1) => new SheetRefusal('quizFileTooLarge', line);

type Archive = { zip: yauzl.ZipFile; entries: Map<string, yauzl.Entry> };

async function openArchive(body: Buffer): Promise<Archive> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(body, { lazyEntries: true, validateEntrySizes: true });
  } catch {
    throw notXlsx();
  }
  if (zip.entryCount > MAX_ENTRIES) throw notXlsx();
  const entries = new Map<string, yauzl.Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', resolve);
    zip.on('error', () => reject(notXlsx()));
    zip.readEntry();
  });
  return { zip, entries };
}

/**
 * Streams one part of the archive through an XML reader, counting the inflated bytes; a handler's
 * refusal, or more bytes than the part may hold, ends the reading there.
 */
async function readPart(
  archive: Archive,
  name: string,
  maxBytes: number,
  onTag: (parser: SaxesParser) => void,
): Promise<void> {
  const entry = archive.entries.get(name);
  if (!entry) throw notXlsx();
  // The declared size is checked by the archive reader against what it inflates.
  if (entry.uncompressedSize > maxBytes) throw tooLarge();
  const parser = new SaxesParser({ position: false });
  parser.on('doctype', () => {
    // No part of a workbook has one; refusing it leaves no entity to expand.
    throw notXlsx();
  });
  onTag(parser);
  const decoder = new StringDecoder('utf8');
  let stream;
  try {
    // The entry's own header must say what the directory says: other readers go by the former.
    const local = await archive.zip.readLocalFileHeaderPromise(entry);
    const sizesFollow = (local.generalPurposeBitFlag & HAS_DATA_DESCRIPTOR) !== 0;
    if (
      local.compressionMethod !== entry.compressionMethod ||
      (!sizesFollow &&
        (local.compressedSize !== entry.compressedSize ||
          local.uncompressedSize !== entry.uncompressedSize))
    )
      throw notXlsx();
    stream = await archive.zip.openReadStreamPromise(entry);
  } catch {
    throw notXlsx();
  }
  let bytes = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (bytes > maxBytes) throw tooLarge();
      parser.write(decoder.write(chunk));
    }
    parser.write(decoder.end());
    parser.close();
  } catch (error) {
    stream.destroy();
    if (error instanceof SheetRefusal) throw error;
    throw notXlsx();
  }
}

/** The relationships of a part: id to the archive path of its target, with the target's type. */
async function relationshipsOf(
  archive: Archive,
  part: string,
): Promise<Map<string, { target: string; type: string }>> {
  const dir = posix.dirname(part);
  const relsName = posix.join(dir, '_rels', `${posix.basename(part)}.rels`);
  const links = new Map<string, { target: string; type: string }>();
  if (!archive.entries.has(relsName)) return links;
  await readPart(archive, relsName, MAX_SMALL_PART_BYTES, (parser) => {
    parser.on('opentag', (tag) => {
      if (localName(tag.name) !== 'Relationship') return;
      const { Id: id, Target: target, Type: type, TargetMode: mode } = attributesOf(tag);
      if (!id || !target || mode === 'External') return;
      // A target is relative to the part's folder, or to the archive's root when it starts with /.
      const path = target.startsWith('/')
        ? posix.normalize(target.slice(1))
        : posix.normalize(posix.join(dir === '.' ? '' : dir, target));
      links.set(id, { target: path, type: type ?? '' });
    });
  });
  return links;
}

function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon === -1 ? name : name.slice(colon + 1);
}

function attributesOf(tag: SaxesTagPlain): Record<string, string | undefined> {
  return tag.attributes;
}

/** The workbook's part: where the package's relationships point, as every spreadsheet writes it. */
async function workbookPart(archive: Archive): Promise<string> {
  const links = await relationshipsOf(archive, '');
  for (const { target, type } of links.values())
    if (type.endsWith('/officeDocument')) return target;
  throw notXlsx();
}

/** The first sheet's part and the shared texts' part (if any), as the workbook links them. */
async function sheetParts(
  archive: Archive,
  workbook: string,
): Promise<{ sheet: string; sharedStrings: string | null }> {
  let firstSheetId: string | undefined;
  await readPart(archive, workbook, MAX_SMALL_PART_BYTES, (parser) => {
    parser.on('opentag', (tag) => {
      if (firstSheetId !== undefined || localName(tag.name) !== 'sheet') return;
      const attributes = attributesOf(tag);
      const idName = Object.keys(attributes).find((name) => localName(name) === 'id');
      firstSheetId = idName ? attributes[idName] : undefined;
      if (!firstSheetId) throw notXlsx();
    });
  });
  const links = await relationshipsOf(archive, workbook);
  const sheet = firstSheetId === undefined ? undefined : links.get(firstSheetId)?.target;
  if (!sheet) throw notXlsx();
  const shared = [...links.values()].find(({ type }) => type.endsWith('/sharedStrings'));
  return { sheet, sharedStrings: shared?.target ?? null };
}

/**
 * Collects the text of `<t>` elements inside each `item` element (a shared text, or a cell's inline
 * text), leaving out phonetic runs (`<rPh>`), and bounding each text to a cell's characters.
 */
function textCollector(onText: (text: string) => void, tooLong: () => SheetRefusal) {
  let text: string | null = null;
  let inT = false;
  let inPhonetic = false;
  return {
    open(name: string) {
      if (name === 'rPh') inPhonetic = true;
      else if (name === 't' && !inPhonetic && text !== null) inT = true;
    },
    close(name: string) {
      if (name === 'rPh') inPhonetic = false;
      else if (name === 't') inT = false;
    },
    start() {
      text = '';
    },
    end() {
      if (text !== null) onText(text);
      text = null;
    },
    add(chunk: string) {
      if (!inT || text === null) return;
      if (text.length + chunk.length > EXCEL_CELL_CHARS) throw tooLong();
      text += chunk;
    },
  };
}

async function readSharedStrings(archive: Archive, part: string | null): Promise<string[]> {
  const strings: string[] = [];
  if (part === null) return strings;
  const collector = textCollector(
    (text) => strings.push(text),
    () => tooLarge(),
  );
  await readPart(archive, part, MAX_LARGE_PART_BYTES, (parser) => {
    parser.on('opentag', (tag) => {
      const name = localName(tag.name);
      if (name === 'si') collector.start();
      else collector.open(name);
      if (tag.isSelfClosing) {
        if (name === 'si') collector.end();
        else collector.close(name);
      }
    });
    parser.on('closetag', (tag) => {
      const name = localName(tag.name);
      if (name === 'si') collector.end();
      else collector.close(name);
    });
    parser.on('text', (text) => collector.add(text));
    parser.on('cdata', (text) => collector.add(text));
  });
  return strings;
}

/** A cell's address as the XML decodes it (A1 … XFD1048576): its column and row, from 1. */
function addressOf(reference: string): { column: number; row: number } {
  const match = /^([A-Z]{1,3})([1-9]\d{0,6})$/.exec(reference);
  if (!match) throw notXlsx();
  let column = 0;
  for (const letter of match[1]!) column = column * 26 + letter.charCodeAt(0) - 64;
  const row = Number(match[2]);
  if (column > EXCEL_LAST_COLUMN || row > EXCEL_LAST_ROW) throw notXlsx();
  return { column, row };
}

type CellState = { column: number; type: string; value: string; inline: string | null };

function valueOf(cell: CellState, shared: readonly string[]): SheetCell {
  switch (cell.type) {
    case 's': {
      const index = Number(cell.value);
      if (!Number.isInteger(index) || index < 0 || index >= shared.length) throw notXlsx();
      return shared[index]!;
    }
    case 'inlineStr':
      return cell.inline ?? '';
    case 'str':
      return cell.value;
    case 'b':
      return cell.value.trim() === '1';
    case 'e':
      return null;
    case 'd': {
      const date = new Date(cell.value.trim());
      return Number.isNaN(date.getTime()) ? null : date;
    }
    default: {
      if (cell.value.trim() === '') return null;
      const number = Number(cell.value);
      if (!Number.isFinite(number)) throw notXlsx();
      return number;
    }
  }
}

/**
 * The first sheet's rows that hold a value, in order, each with its row number; a workbook beyond
 * the limits is refused at the first row or cell that crosses one.
 */
export async function readFirstSheet(body: Buffer, limits: SheetLimits): Promise<SheetRow[]> {
  const archive = await openArchive(body);
  try {
    const { sheet, sharedStrings } = await sheetParts(archive, await workbookPart(archive));
    const shared = await readSharedStrings(archive, sharedStrings);
    return await readRows(archive, sheet, shared, limits);
  } finally {
    archive.zip.close();
  }
}

async function readRows(
  archive: Archive,
  part: string,
  shared: readonly string[],
  limits: SheetLimits,
): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  let rowNumber = 0;
  let row: SheetCell[] | null = null;
  let lastColumn = 0;
  let cell: CellState | null = null;
  let inValue = false;
  const inline = textCollector(
    (text) => {
      if (cell) cell.inline = text;
    },
    () => tooLarge(rowNumber),
  );

  const openRow = (tag: SaxesTagPlain) => {
    const { r } = attributesOf(tag);
    const number = r === undefined ? rowNumber + 1 : Number(r);
    if (!Number.isInteger(number) || number <= rowNumber || number > EXCEL_LAST_ROW)
      throw notXlsx();
    rowNumber = number;
    row = [];
    lastColumn = 0;
  };
  const closeRow = () => {
    if (row && row.some((value) => value !== null && value !== '')) {
      if (rows.length >= limits.maxRows) throw new SheetRefusal('quizFileTooManyRows', rowNumber);
      rows.push({ line: rowNumber, cells: row });
    }
    row = null;
  };
  const openCell = (tag: SaxesTagPlain) => {
    if (!row) throw notXlsx();
    const { r, t } = attributesOf(tag);
    let column = lastColumn + 1;
    if (r !== undefined) {
      const address = addressOf(r);
      if (address.row !== rowNumber || address.column <= lastColumn) throw notXlsx();
      column = address.column;
    }
    lastColumn = column;
    cell = { column, type: t ?? 'n', value: '', inline: null };
  };
  const closeCell = () => {
    if (!cell || !row) return;
    const value = valueOf(cell, shared);
    if (value !== null && value !== '') {
      if (cell.column > limits.maxColumns) throw new SheetRefusal('quizFileTooWide', rowNumber);
      while (row.length < cell.column - 1) row.push(null);
      row.push(value);
    }
    cell = null;
  };

  await readPart(archive, part, MAX_LARGE_PART_BYTES, (parser) => {
    const open = (tag: SaxesTagPlain) => {
      const name = localName(tag.name);
      if (name === 'row') openRow(tag);
      else if (name === 'c') openCell(tag);
      else if (name === 'v' && cell) inValue = true;
      else if (name === 'is' && cell) inline.start();
      else inline.open(name);
    };
    const close = (tag: SaxesTagPlain) => {
      const name = localName(tag.name);
      if (name === 'row') closeRow();
      else if (name === 'c') closeCell();
      else if (name === 'v') inValue = false;
      else if (name === 'is') inline.end();
      else inline.close(name);
    };
    const text = (chunk: string) => {
      if (inValue && cell) {
        if (cell.value.length + chunk.length > EXCEL_CELL_CHARS) throw tooLarge(rowNumber);
        cell.value += chunk;
      } else inline.add(chunk);
    };
    parser.on('opentag', (tag) => {
      open(tag);
      if (tag.isSelfClosing) close(tag);
    });
    parser.on('closetag', close);
    parser.on('text', text);
    parser.on('cdata', text);
  });
  return rows;
}
