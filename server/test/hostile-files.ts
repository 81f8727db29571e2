// Hostile files for the upload routes' tests, each made in memory and small to send: spreadsheets,
// CSV files, setup archives, images and videos built to break a reader that trusts what a file
// says about itself (its sizes, names, counts, types and structure). Nothing is written to disk.
import { crc32, deflateRawSync, constants as zlibConstants } from 'node:zlib';
import sharp from 'sharp';
import { REGISTRY_MAX_ROWS } from '../../common/registry.js';
import {
  TEXT_HEADER,
  sheetRow,
  withSheetEntryClaiming,
  workbookOf,
  workbookParts,
  zipEntries,
  type ZipEntry,
} from './xlsx-files.js';
import { lucknowTeam } from './setup-archive.js';

const MiB = 1024 * 1024;

/** A hostile file: what it is, in words for a test's name and a report, and how to make it. */
export type HostileFile = { name: string; make: () => Buffer | Promise<Buffer> };
const file = (name: string, make: HostileFile['make']): HostileFile => ({ name, make });

// ---- long runs of one byte, deflated without ever being held inflated -------------------------

/** CRC-32 of `a` followed by `bLength` bytes whose CRC-32 is `crcB` (zlib's crc32_combine). */
function crc32Combine(crcA: number, crcB: number, bLength: number): number {
  const times = (matrix: number[], vector: number) => {
    let sum = 0;
    for (let i = 0; vector !== 0; i += 1, vector >>>= 1) if (vector & 1) sum ^= matrix[i]!;
    return sum >>> 0;
  };
  const square = (matrix: number[]) => matrix.map((row) => times(matrix, row));
  // The operator that feeds one zero bit to the register, squared three times: one zero byte.
  let operator = [0xedb88320, ...Array.from({ length: 31 }, (_, i) => 2 ** i)];
  operator = square(square(square(operator)));
  let crc = crcA >>> 0;
  for (let length = bLength; length > 0; length = Math.floor(length / 2)) {
    if (length % 2 === 1) crc = times(operator, crc);
    operator = square(operator);
  }
  return (crc ^ crcB) >>> 0;
}

type Deflated = { bytes: Buffer; size: number; crc: number };

/**
 * `size` copies of `byte`, as a raw deflate stream with its true size and CRC-32: one block of 4 MiB
 * deflated once and repeated (each ends on a flush, so copies follow each other), so gigabytes cost
 * a few megabytes and milliseconds.
 */
function deflatedRun(size: number, byte = 0): Deflated {
  const chunk = Buffer.alloc(Math.min(size, 4 * MiB), byte);
  const flushed = (bytes: Buffer) =>
    deflateRawSync(bytes, { level: 9, finishFlush: zlibConstants.Z_SYNC_FLUSH });
  const block = flushed(chunk);
  const whole = Math.floor(size / chunk.length);
  const rest = chunk.subarray(0, size - whole * chunk.length);
  let crc = 0;
  let crcOfBlocks = crc32(chunk);
  for (let count = whole, length = chunk.length; count > 0; count = Math.floor(count / 2)) {
    if (count % 2 === 1) crc = crc32Combine(crc, crcOfBlocks, length);
    crcOfBlocks = crc32Combine(crcOfBlocks, crcOfBlocks, length);
    length *= 2;
  }
  crc = crc32Combine(crc, crc32(rest), rest.length);
  const parts = Array.from({ length: whole }, () => block);
  if (rest.length > 0) parts.push(flushed(rest));
  // The last block: empty, and marked final.
  parts.push(deflateRawSync(Buffer.alloc(0)));
  return { bytes: Buffer.concat(parts), size, crc };
}

/** `count` entries of one byte each, deflated once. */
const pads = (count: number, folder: string): ZipEntry[] => {
  const deflated = deflatedRun(1, 0x78);
  return Array.from({ length: count }, (_, i) => ({ name: `${folder}/pad${i}.png`, deflated }));
};

// ---- spreadsheets (.xlsx) ------------------------------------------------------------------------

const HEADER_ROW = sheetRow(1, TEXT_HEADER);
const SHEET = 'xl/worksheets/sheet1.xml';
/** A value in the last column, two thousand rows down: past the 64 columns a question file may use. */
const FAR = '<row r="2000"><c r="XFD2000"><v>1</v></c></row>';

/** A workbook of one question, as an organiser would send: what the hostile ones are measured by. */
export const plainWorkbook = file('a plain workbook', () =>
  workbookOf(HEADER_ROW + sheetRow(2, ['Which colour is the sky?', 'Blue', 'Green', '1'])),
);

/** The workbook's parts as entries, with `sheet` in place of its sheet (and `extra` after it). */
function workbookWith(sheet: Omit<ZipEntry, 'name'>, extra: ZipEntry[] = []): Buffer {
  const parts = Object.entries(workbookParts(HEADER_ROW)).map(([name, text]) =>
    name === SHEET ? { name, ...sheet } : { name, data: Buffer.from(text) },
  );
  return zipEntries([...parts, ...extra]);
}

/** Billion laughs: ten entities of ten of the one before, a gigabyte if ever expanded. */
const LAUGHS =
  '<!DOCTYPE lolz [<!ENTITY lol "lol">' +
  Array.from(
    { length: 9 },
    (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`,
  ).join('') +
  ']>';
const TWO_GB = 2_000_000_000;

export const hostileWorkbooks = {
  sheetOutsideWorksheets: file('a worksheet outside xl/worksheets/, a value in column XFD', () =>
    workbookOf(HEADER_ROW + FAR, {}, { sheetTarget: '/elsewhere/data.xml' }),
  ),
  sheetInSubfolder: file('a worksheet in a subfolder, a value in column XFD', () =>
    workbookOf(HEADER_ROW + FAR, {}, { sheetTarget: 'worksheets/nested/deeper/sheet1.xml' }),
  ),
  characterReference: file('a cell address with a character reference (r="&#88;FD2000")', () =>
    workbookOf(HEADER_ROW + '<row r="2000"><c r="&#88;FD2000"><v>1</v></c></row>'),
  ),
  lastCell: file('a value in the last cell, XFD1048576', () =>
    workbookOf(HEADER_ROW + '<row r="1048576"><c r="XFD1048576"><v>1</v></c></row>'),
  ),
  hugeCell: file('one cell of 20 MB, in 22 kB', () =>
    workbookOf(HEADER_ROW + sheetRow(2, ['x'.repeat(20 * MiB)])),
  ),
  manyRows: file('100,000 rows', () =>
    workbookOf(
      HEADER_ROW +
        Array.from(
          { length: 100_000 },
          (_, i) => `<row><c t="inlineStr"><is><t>Q${i}</t></is></c><c><v>${i}</v></c></row>`,
        ).join(''),
    ),
  ),
  bombDeclared: file('a sheet that inflates to 2 GB and says so', () =>
    workbookWith({ deflated: deflatedRun(TWO_GB) }),
  ),
  bombUndeclared: file('a sheet that inflates to 2 GB and says 1 kB', () =>
    workbookWith({ deflated: deflatedRun(TWO_GB), declaredSize: 1024 }),
  ),
  headersDisagree: file("a sheet whose own header says 1 GB, its directory's entry less", () =>
    withSheetEntryClaiming(1_000_000_000),
  ),
  billionLaughs: file('a DOCTYPE of nested entities (billion laughs)', () =>
    workbookOf(
      '<row r="1"><c t="inlineStr"><is><t>&lol9;</t></is></c></row>',
      {},
      {
        sheetPrologue: LAUGHS,
      },
    ),
  ),
  sharedStringOutOfRange: file('a shared-string index out of range', () =>
    workbookOf(
      '<row r="1"><c r="A1" t="s"><v>4000000000</v></c></row>',
      {},
      {
        sharedStrings: ['question'],
      },
    ),
  ),
  thousandsOfEntries: file('5,000 entries besides the workbook', () =>
    workbookWith({ data: Buffer.from(HEADER_ROW) }, pads(5_000, 'xl/media')),
  ),
  notAZip: file('a PDF, not a zip', () =>
    Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'),
  ),
  empty: file('an empty body', () => Buffer.alloc(0)),
  truncated: file('a workbook cut off half-way', async () => {
    const whole = await plainWorkbook.make();
    return whole.subarray(0, Math.floor(whole.length / 2));
  }),
};

// ---- CSV files -----------------------------------------------------------------------------------

const QUESTION_HEADER = 'question,option 1,option 2,correct\n';
const REGISTRY_HEADER = 'Employee ID\n';
/** A value a spreadsheet would run as a command if it opened the file and took it for a formula. */
export const FORMULA = `=cmd|' /C calc'!A0`;
const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** Both kinds of CSV file: the quiz import's, after its header, and the registry's, after its own. */
function hostileCsv(header: string, row: string, megabytes: number) {
  return {
    unclosedQuote: file(`one quote left open, over ${megabytes} MB`, () =>
      Buffer.from(`${header}"${'x'.repeat(megabytes * 1_000_000)}`),
    ),
    // Latin-1, as a spreadsheet saves "ANSI": é is the byte 0xE9 alone, never UTF-8.
    invalidUtf8: file('Latin-1, not UTF-8', () =>
      Buffer.from(`${header}Caf\u00e9${row}\n\u00ff\u00fe\n`, 'latin1'),
    ),
    // UTF-16 little-endian with its byte-order mark, as Excel's "Unicode text" saves.
    utf16: file('UTF-16 with its byte-order mark', () =>
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`${header}UTF16${row}\n`, 'utf16le')]),
    ),
    millionCommas: file('a line of a million commas', () =>
      Buffer.from(`${header}${','.repeat(1_000_000)}x\n`),
    ),
    nul: file('a NUL byte', () => Buffer.from(`${header}NUL\u0000${row}\n`)),
    formula: file(`a formula-looking cell (${FORMULA})`, () =>
      Buffer.from(`${header}${quoted(FORMULA)}${row}\n`),
    ),
  };
}

export const hostileQuestionCsv = {
  ...hostileCsv(QUESTION_HEADER, ',Blue,Green,1', 1.9),
  manyRows: file('100,000 rows', () => Buffer.from(QUESTION_HEADER + 'Q,a,b,1\n'.repeat(100_000))),
};

export const hostileRegistryCsv = {
  ...hostileCsv(REGISTRY_HEADER, '', 7.9),
  manyRows: file(`${(REGISTRY_MAX_ROWS + 1).toLocaleString('en')} rows, one past the limit`, () =>
    Buffer.from(REGISTRY_HEADER + 'A\n'.repeat(REGISTRY_MAX_ROWS + 1)),
  ),
};

// ---- setup files (.zip) --------------------------------------------------------------------------

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

/** A setup's site.json of one team, valid by the admin forms' rules. */
const setupSite = (brand: Record<string, string> = {}) => ({
  event: { name: 'Utsav hostile', timeZone: 'Asia/Kolkata' },
  teams: [lucknowTeam()],
  brand,
  slogans: [],
  gallery: {
    selfPhotoUrl: 'https://photos.example.com/self',
    eventPhotoUrl: 'https://photos.example.com/event',
  },
  videos: [],
  pages: { terms: null, privacy: null },
  profile: { selfie: true },
});

const setupEntries = (site: unknown = setupSite()): ZipEntry[] => [
  { name: 'site.json', data: json(site) },
  {
    name: 'questions/quizzes.json',
    data: json([{ id: 'quiz1', kind: 'contest', title: { en: 'Day one', hi: '' } }]),
  },
  {
    name: 'questions/quiz1.json',
    data: json([
      {
        id: 1,
        question: 'Capital of India?',
        options: ['Mumbai', 'New Delhi'],
        answer: 'New Delhi',
      },
    ]),
  },
];

/** A setup of one team and one quiz, as an export would hold it. */
export const plainSetup = file('a plain setup file', () => zipEntries(setupEntries()));

const withEntries = (...extra: ZipEntry[]) => zipEntries([...setupEntries(), ...extra]);
/** Where the names of the escaping entries point, if they were ever followed. */
export const ESCAPED_NAME = 'utsav-escaped.json';
const SPACES = 0x20;

export const hostileSetups = {
  parentFolder: file(`an entry named ../../${ESCAPED_NAME}`, () =>
    withEntries({ name: `../../${ESCAPED_NAME}`, data: json({}) }),
  ),
  absolutePath: file(`an entry named /tmp/${ESCAPED_NAME}`, () =>
    withEntries({ name: `/tmp/${ESCAPED_NAME}`, data: json({}) }),
  ),
  backslashes: file(`an entry named brand\\..\\..\\${ESCAPED_NAME}`, () =>
    withEntries({ name: `brand\\..\\..\\${ESCAPED_NAME}`, data: json({}) }),
  ),
  symlink: file('the event logo a symbolic link to /etc/passwd', () =>
    zipEntries([
      ...setupEntries(setupSite({ eventLogo: 'brand/logo.png' })),
      { name: 'brand/logo.png', data: Buffer.from('/etc/passwd'), unixMode: 0o120777 },
    ]),
  ),
  duplicateNames: file('site.json twice', () =>
    withEntries({ name: 'site.json', data: json({ ...setupSite(), event: { name: 'Twice' } }) }),
  ),
  zeros500MB: file('an entry of 500 MB of zeros, declared, in 0.5 MB', () =>
    withEntries({ name: 'videos/zeros.mp4', deflated: deflatedRun(500 * MiB) }),
  ),
  thousandsOfEntries: file('10,000 entries', () => withEntries(...pads(10_000, 'brand'))),
  deeplyNested: file('a site.json nested 100,000 deep', () =>
    zipEntries([
      { name: 'site.json', data: Buffer.from(`${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`) },
    ]),
  ),
  whitespace: file('a site.json of 50 MB of spaces', () =>
    zipEntries([{ name: 'site.json', deflated: deflatedRun(50 * MiB, SPACES) }]),
  ),
  whitespaceUndeclared: file('a site.json of 50 MB of spaces that says 1 kB', () =>
    zipEntries([
      { name: 'site.json', deflated: deflatedRun(50 * MiB, SPACES), declaredSize: 1024 },
    ]),
  ),
};

// ---- images --------------------------------------------------------------------------------------

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A grey PNG declaring `side` × `side` pixels whose data really inflates to all of them (2.5 GB at
 * 50,000), in about 2.4 MB: a decoder that trusts the header allocates them all.
 */
function pngBomb(side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(8, 8); // 8 bits a sample, grey (colour type 0)
  const raw = side * (side + 1); // each row starts with its filter byte
  // A zlib stream of zeros: its Adler-32 is 1 and the count of bytes modulo 65521.
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((raw % 65521) << 16) | 1) >>> 0, 0);
  const data = Buffer.concat([Buffer.from([0x78, 0xda]), deflatedRun(raw).bytes, adler]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', data),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const svg = (body: string, prologue = '') =>
  Buffer.from(
    `<?xml version="1.0"?>${prologue}<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="100"><rect width="200" height="100" fill="#1d4ed8"/>${body}</svg>`,
  );

/** Markup a browser would run if it ever took the file for a page. */
export const HTML_PAYLOAD = '<html><body><script>alert(document.domain)</script></body></html>';

export const hostileImages = {
  bomb: file('a PNG declaring 50,000 × 50,000 pixels that inflate to 2.5 GB', () =>
    pngBomb(50_000),
  ),
  truncatedJpeg: file('a JPEG cut off half-way', async () => {
    // Noise, so that it does not compress away.
    const noise = Buffer.alloc(600 * 400 * 3);
    for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 7919) % 251;
    const whole = await sharp(noise, { raw: { width: 600, height: 400, channels: 3 } })
      .jpeg()
      .toBuffer();
    return whole.subarray(0, Math.floor(whole.length / 2));
  }),
  zip: file('a zip (a workbook)', plainWorkbook.make),
  svgScript: file('an SVG with a script', () =>
    svg(
      '<script>alert(document.cookie)</script><a href="javascript:alert(1)"><text y="50">x</text></a>',
    ),
  ),
  svgExternalEntity: file('an SVG with an external entity (file:///etc/hostname)', () =>
    svg(
      '<text x="10" y="50" fill="#fff">&secret;</text>',
      '<!DOCTYPE svg [<!ENTITY secret SYSTEM "file:///etc/hostname">]>',
    ),
  ),
  svgBillionLaughs: file('an SVG of nested entities (billion laughs)', () =>
    svg('<text y="50">&lol9;</text>', LAUGHS.replace('lolz', 'svg')),
  ),
  /** A GIF that is also an HTML page: the page in a comment block inside it, and after its end. */
  gifHtmlPolyglot: file('a GIF that is also an HTML page', async () => {
    const gif = await sharp({
      create: { width: 40, height: 20, channels: 3, background: '#b91c1c' },
    })
      .gif()
      .toBuffer();
    // Header (6) and screen descriptor (7), then its colour table when the flag says there is one.
    const flags = gif[10]!;
    const tableEnd = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
    const page = Buffer.from(HTML_PAYLOAD);
    const comment = Buffer.concat([Buffer.from([0x21, 0xfe, page.length]), page, Buffer.from([0])]);
    return Buffer.concat([gif.subarray(0, tableEnd), comment, gif.subarray(tableEnd), page]);
  }),
};

/** An SVG whose picture is at `url`: a renderer that fetched it would be heard there. */
export const svgWithRemoteReference = (url: string) =>
  file('an SVG referring to a remote picture', () =>
    svg(
      `<image href="${url}" xlink:href="${url}" width="200" height="100"/><use href="${url}#x"/>`,
    ),
  );

// ---- videos --------------------------------------------------------------------------------------

export const hostileVideos = {
  html: file('an HTML page said to be video/mp4', () =>
    Buffer.from(`<!doctype html>${HTML_PAYLOAD}`),
  ),
  /** An MP4's type box and the start of a movie box that says it holds a megabyte, then nothing. */
  truncated: file('an MP4 cut short', () => {
    const ftyp = Buffer.alloc(24);
    ftyp.writeUInt32BE(24, 0);
    ftyp.write('ftypisom', 4, 'latin1');
    ftyp.writeUInt32BE(0x200, 12);
    ftyp.write('isomiso2', 16, 'latin1');
    const moov = Buffer.alloc(200, 0);
    moov.writeUInt32BE(MiB, 0);
    moov.write('moov', 4, 'latin1');
    return Buffer.concat([ftyp, moov]);
  }),
};
