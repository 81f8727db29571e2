import { crc32, deflateRawSync } from 'node:zlib';
import writeExcelFile, { type Row } from 'write-excel-file/node';
import { describe, expect, it } from 'vitest';
import { parseQuestionFile } from './question-file.js';
import { questionsCsv } from './question-csv.js';
import { quizTemplateXlsx } from './question-xlsx.js';

const csv = (text: string) => parseQuestionFile(Buffer.from(text), 'csv');
const HEADER = 'id,question,option 1,option 2,option 3,option 4,correct';

/** What an organiser is told when a whole file is refused. */
function refusal(line: number, reason: string) {
  return { statusCode: 400, code: 'quiz_file_malformed', params: { line, reason } };
}

/** A zip of the given files, each deflated; `declaredSizes` lie about what some entries hold. */
function zipOf(files: Record<string, string>, declaredSizes: Record<string, number> = {}): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const data = Buffer.from(text);
    const packed = deflateRawSync(data);
    const nameBytes = Buffer.from(name);
    const size = declaredSizes[name] ?? data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(crc32(data), 16);
    entry.writeUInt32LE(packed.length, 20);
    entry.writeUInt32LE(size, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    directory.push(entry, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The smallest workbook a spreadsheet would open: one sheet of the given `<row>` elements. */
function workbookOf(rows: string, declaredSizes: Record<string, number> = {}): Buffer {
  return zipOf(
    {
      '[Content_Types].xml': `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
      '_rels/.rels': `<Relationships xmlns="${RELATIONSHIPS}"><Relationship Id="rId1" Type="${OFFICE}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      'xl/workbook.xml': `<workbook xmlns="${MAIN}" xmlns:r="${OFFICE}"><sheets><sheet name="Questions" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      'xl/_rels/workbook.xml.rels': `<Relationships xmlns="${RELATIONSHIPS}"><Relationship Id="rId1" Type="${OFFICE}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      'xl/worksheets/sheet1.xml': `<worksheet xmlns="${MAIN}"><sheetData>${rows}</sheetData></worksheet>`,
    },
    declaredSizes,
  );
}

/** A `<row>` of text cells from column A on. */
function sheetRow(line: number, cells: string[]): string {
  const cell = (text: string, index: number) =>
    `<c r="${String.fromCharCode(65 + index)}${line}" t="inlineStr"><is><t>${text}</t></is></c>`;
  return `<row r="${line}">${cells.map(cell).join('')}</row>`;
}

const TEXT_HEADER = ['question', 'option 1', 'option 2', 'correct'];

/** The workbook with its first entry's own header claiming to unpack to `size` bytes. */
function withFirstEntryClaiming(size: number): Buffer {
  const file = workbookOf(sheetRow(1, TEXT_HEADER));
  file.writeUInt32LE(size, 22);
  return file;
}

describe('reading a question CSV', () => {
  it('reads UTF-8 with a byte-order mark, Hindi text and CRLF lines', async () => {
    const file = `\uFEFF${HEADER}\r\n,भारत की राजधानी?,मुंबई,नई दिल्ली,,,2\r\n7,2 + 2?,3,4,5,,2\r\n`;
    expect(await csv(file)).toEqual({
      rows: [
        {
          line: 2,
          id: null,
          question: { text: 'भारत की राजधानी?', options: ['मुंबई', 'नई दिल्ली'], correct: 1 },
        },
        { line: 3, id: 7, question: { text: '2 + 2?', options: ['3', '4', '5'], correct: 1 } },
      ],
    });
  });

  it('keeps commas and quotes inside quoted values and numbers rows by the line they start on', async () => {
    const file = [
      HEADER,
      '',
      ',"Which, of these?","say ""yes""",no,,,1',
      ',"Two\r\nlines",a,b,,,1',
      '   ',
      ',Last,a,b,,,2',
    ].join('\r\n');
    expect((await csv(file)).rows).toEqual([
      {
        line: 3,
        id: null,
        question: { text: 'Which, of these?', options: ['say "yes"', 'no'], correct: 0 },
      },
      // A question is one line of text: a line break in it cannot be saved.
      { line: 4, invalid: 'unsaveable', column: 'question' },
      { line: 7, id: null, question: { text: 'Last', options: ['a', 'b'], correct: 1 } },
    ]);
  });

  it('finds the columns by name in any case, order and spacing, ignoring others', async () => {
    const file = 'Notes,CORRECT,Option_2,Question,option1\nmine,1,Blue,Sky?,Grey\n';
    expect((await csv(file)).rows).toEqual([
      { line: 2, id: null, question: { text: 'Sky?', options: ['Grey', 'Blue'], correct: 0 } },
    ]);
  });

  it('reports each row it cannot import with its line, reason and column', async () => {
    const file = [
      'id,question,option 1,option 2,option 3,option 4,option 5,option 6,correct',
      ',,a,b,,,,,1',
      ',Gap?,a,,c,,,,1',
      ',One?,a,,,,,,1',
      ',Same?,a,a,,,,,1',
      ',Zero?,a,b,,,,,0',
      ',Seven?,a,b,c,d,e,f,7',
      ',Third?,a,b,,,,,3',
      ',Word?,a,b,,,,,two',
      ',Blank?,a,b,,,,,',
      `,${'x'.repeat(501)},a,b,,,,,1`,
      'abc,Id?,a,b,,,,,1',
      '0,Id?,a,b,,,,,1',
      '5,First?,a,b,,,,,1',
      '5,Again?,a,b,,,,,1',
    ].join('\n');
    expect((await csv(file)).rows).toEqual([
      { line: 2, invalid: 'questionRequired', column: 'question' },
      { line: 3, invalid: 'optionRequired', column: 'option 2' },
      { line: 4, invalid: 'tooFewOptions' },
      { line: 5, invalid: 'optionsNotDistinct' },
      { line: 6, invalid: 'correctNotAnOption', column: 'correct' },
      { line: 7, invalid: 'correctNotAnOption', column: 'correct' },
      { line: 8, invalid: 'correctNotAnOption', column: 'correct' },
      { line: 9, invalid: 'correctNotAnOption', column: 'correct' },
      { line: 10, invalid: 'correctNotAnOption', column: 'correct' },
      { line: 11, invalid: 'tooLong', column: 'question' },
      { line: 12, invalid: 'unknownQuestionId', column: 'id' },
      { line: 13, invalid: 'unknownQuestionId', column: 'id' },
      { line: 14, id: 5, question: { text: 'First?', options: ['a', 'b'], correct: 0 } },
      { line: 15, invalid: 'duplicateQuestionId', column: 'id' },
    ]);
  });

  it.each([
    [`${HEADER}\n,Q1,a,b,,,1\n,"Q2,a,b,,,1\n,Q3,a,b,,,1\n`, 3, 'csvQuoteNotClosed'],
    [`${HEADER}\r\n,"Two\r\nlines",a,b,,,1\r\n,"Q"x,a,b,,,1\r\n`, 4, 'csvTextAfterClosingQuote'],
    [`${HEADER}\n\n,Q1,a,b,,,1\n,Q"2,a,b,,,1\n`, 4, 'csvQuoteInsideValue'],
  ])('refuses malformed CSV naming the line and what is wrong: %#', async (file, line, reason) => {
    await expect(csv(file)).rejects.toMatchObject(refusal(line, reason));
  });

  it('refuses a file that is not UTF-8 text, naming the first line that is not', async () => {
    const latin1 = Buffer.concat([
      Buffer.from(`${HEADER}\n,Café?,a,b,,,1\n`),
      Buffer.from(',Caf\xe9?,a,b,,,1\n', 'latin1'),
    ]);
    await expect(parseQuestionFile(latin1, 'csv')).rejects.toMatchObject(refusal(3, 'csvNotValid'));
  });

  it.each([
    ['', 1],
    ['\n\n', 1],
    ['option 1,option 2,correct\n', 1],
    ['question,option 1,option 2\n', 1],
    ['question,option 1,correct\n', 1],
    ['\n\nquestion;option 1;option 2;correct\n', 3],
  ])('refuses a file without a header naming its columns: %#', async (file, line) => {
    await expect(csv(file)).rejects.toMatchObject(refusal(line, 'quizFileHeader'));
  });

  it('takes as many questions as a quiz holds and refuses more at the first row over', async () => {
    const rows = Array.from({ length: 1_000 }, (_, i) => `,Question ${i + 1}?,a,b,,,1`);
    expect((await csv([HEADER, ...rows].join('\n'))).rows).toHaveLength(1_000);
    await expect(csv([HEADER, ...rows, '', ',One more?,a,b,,,1'].join('\n'))).rejects.toMatchObject(
      refusal(1_003, 'quizFileTooManyRows'),
    );
  });
});

describe('reading a question .xlsx', () => {
  it('reads the first sheet, numbers and text alike, each row by its row number', async () => {
    const header: Row = ['ID', 'Question', 'Option 1', 'Option 2', 'Option 3', 'Correct'];
    const file = await writeExcelFile([
      header,
      [12, 'सबसे बड़ा ग्रह?', 'पृथ्वी', 'बृहस्पति', 'मंगल', 2],
      [],
      [null, '  Year of independence? ', 1947, 1950, null, 1],
      [null, 'Which one?', 'a', 'b', 'c', 4],
    ]).toBuffer();
    expect((await parseQuestionFile(file, 'xlsx')).rows).toEqual([
      {
        line: 2,
        id: 12,
        question: { text: 'सबसे बड़ा ग्रह?', options: ['पृथ्वी', 'बृहस्पति', 'मंगल'], correct: 1 },
      },
      {
        line: 4,
        id: null,
        question: { text: 'Year of independence?', options: ['1947', '1950'], correct: 0 },
      },
      { line: 5, invalid: 'correctNotAnOption', column: 'correct' },
    ]);
  });

  it('reads a sheet of 30 questions', async () => {
    const rows: Row[] = Array.from({ length: 30 }, (_, i) => [
      i + 1,
      `Question ${i + 1}?`,
      `A${i}`,
      `B${i}`,
      `C${i}`,
      (i % 3) + 1,
    ]);
    const file = await writeExcelFile([
      ['id', 'question', 'option 1', 'option 2', 'option 3', 'correct'],
      ...rows,
    ]).toBuffer();
    const parsed = await parseQuestionFile(file, 'xlsx');
    expect(parsed.rows).toHaveLength(30);
    expect(parsed.rows[29]).toEqual({
      line: 31,
      id: 30,
      question: { text: 'Question 30?', options: ['A29', 'B29', 'C29'], correct: 2 },
    });
  });

  it('reads a workbook written by hand, the same as the checks below start from', async () => {
    const file = workbookOf(sheetRow(1, TEXT_HEADER) + sheetRow(2, ['Sky?', 'Blue', 'Green', '1']));
    expect((await parseQuestionFile(file, 'xlsx')).rows).toEqual([
      { line: 2, id: null, question: { text: 'Sky?', options: ['Blue', 'Green'], correct: 0 } },
    ]);
  });

  it.each([
    ['a CSV file', Buffer.from(`${HEADER}\n,Q,a,b,,,1\n`)],
    ['an empty file', Buffer.alloc(0)],
    ['a zip of something else', zipOf({ 'notes.txt': 'hello' })],
    ['a cut-off .xlsx', workbookOf(sheetRow(1, TEXT_HEADER)).subarray(0, 400)],
    [
      'entries bigger than they declare',
      workbookOf(sheetRow(1, TEXT_HEADER), { 'xl/workbook.xml': 10 }),
    ],
    ['an entry whose own header claims gigabytes', withFirstEntryClaiming(0xfffffff0)],
  ])('refuses %s as not a readable .xlsx', async (_, file) => {
    await expect(parseQuestionFile(file, 'xlsx')).rejects.toMatchObject(
      refusal(1, 'quizFileNotXlsx'),
    );
  });

  it('refuses a small archive that unpacks to far more than a question file', async () => {
    const padding = ' '.repeat(40 * 1024 * 1024);
    const file = workbookOf(sheetRow(1, TEXT_HEADER) + padding);
    expect(file.length).toBeLessThan(100_000);
    await expect(parseQuestionFile(file, 'xlsx')).rejects.toMatchObject(
      refusal(1_002, 'quizFileTooManyRows'),
    );
  });

  it('reads a sheet formatted far below its questions', async () => {
    const formatted = '<row r="900000" s="1" customFormat="1"><c r="H900000" s="1"/></row>';
    const rows = sheetRow(1, TEXT_HEADER) + sheetRow(2, ['Sky?', 'Blue', 'Red', '1']);
    expect((await parseQuestionFile(workbookOf(rows + formatted), 'xlsx')).rows).toHaveLength(1);
  });

  it('refuses a sheet whose farthest cell would have the reader fill millions of empty cells', async () => {
    const far = '<row r="900000"><c r="XFD900000"><v>1</v></c></row>';
    const file = workbookOf(sheetRow(1, TEXT_HEADER) + far);
    await expect(parseQuestionFile(file, 'xlsx')).rejects.toMatchObject(
      refusal(1_002, 'quizFileTooManyRows'),
    );
  });
});

describe('exporting questions as CSV', () => {
  const questions = [
    { id: 3, text: '=1+1 makes?', options: ['+2', '-2', '@two', "'=quoted"], correct: 0 },
    { id: 4, text: 'भारत का राष्ट्रीय पक्षी?', options: ['मोर', 'तोता'], correct: 0 },
    { id: 9, text: 'Say "hi", then?', options: ['1', '2', '3', '4', '5', '6'], correct: 5 },
  ];

  it('writes a byte-order mark, CRLF lines and quoted fields with formulas defused', () => {
    const file = questionsCsv(questions);
    expect(file.startsWith('\uFEFF"id","question","option 1",')).toBe(true);
    expect(file.split('\r\n')).toEqual([
      '\uFEFF"id","question","option 1","option 2","option 3","option 4","option 5","option 6","correct"',
      `"3","'=1+1 makes?","'+2","'-2","'@two","''=quoted","","","1"`,
      '"4","भारत का राष्ट्रीय पक्षी?","मोर","तोता","","","","","1"',
      '"9","Say ""hi"", then?","1","2","3","4","5","6","6"',
      '',
    ]);
  });

  it('imports back every question unchanged', async () => {
    const parsed = await csv(questionsCsv(questions));
    expect(parsed.rows).toEqual(
      questions.map(({ id, ...question }, index) => ({ line: index + 2, id, question })),
    );
  });
});

describe('the question template', () => {
  it('reads back as a valid file with two example questions, one in Hindi', async () => {
    const parsed = await parseQuestionFile(await quizTemplateXlsx(), 'xlsx');
    expect(parsed.rows).toHaveLength(2);
    expect(parsed.rows.every((row) => 'question' in row && row.id === null)).toBe(true);
    expect(JSON.stringify(parsed.rows[1])).toMatch(/[\u0900-\u097F]/);
  });
});
