import writeExcelFile, { type Row } from 'write-excel-file/node';
import { describe, expect, it } from 'vitest';
import { parseQuestionFile } from './question-file.js';
import { questionsCsv } from './question-csv.js';
import { quizTemplateXlsx } from './question-xlsx.js';
import { readFirstSheet } from '../../files/xlsx-sheet.js';
import {
  TEXT_HEADER,
  sheetRow,
  withSheetEntryClaiming,
  workbookOf,
  zipOf,
} from '../../test/xlsx-files.js';

const csv = (text: string) => parseQuestionFile(Buffer.from(text), 'csv');
const HEADER = 'id,question,option 1,option 2,option 3,option 4,correct';

/** What an organiser is told when a whole file is refused. */
function refusal(line: number, reason: string) {
  return { statusCode: 400, code: 'quiz_file_malformed', params: { line, reason } };
}

describe('reading a question CSV', () => {
  it('reads UTF-8 with a byte-order mark, Hindi text and CRLF lines', async () => {
    const file = `\uFEFF${HEADER}\r\n,भारत की राजधानी?,मुंबई,नई दिल्ली,,,2\r\n7,2 + 2?,3,4,5,,2\r\n`;
    expect((await csv(file)).rows).toEqual([
      {
        line: 2,
        id: null,
        question: { text: 'भारत की राजधानी?', options: ['मुंबई', 'नई दिल्ली'], correct: 1 },
        picture: null,
      },
      {
        line: 3,
        id: 7,
        question: { text: '2 + 2?', options: ['3', '4', '5'], correct: 1 },
        picture: null,
      },
    ]);
  });

  it('keeps commas and quotes inside quoted values and numbers rows as a spreadsheet shows them', async () => {
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
        picture: null,
      },
      // A question is one line of text: a line break in it cannot be saved.
      { line: 4, refusal: { line: 4, reason: 'unsaveable', column: 'question', letter: 'B' } },
      // Line 7 of the file, row 6 of the sheet: the quoted line break is inside one row.
      {
        line: 6,
        id: null,
        question: { text: 'Last', options: ['a', 'b'], correct: 1 },
        picture: null,
      },
    ]);
  });

  it('finds the columns by name in any case, order and spacing, ignoring others', async () => {
    const file = 'Notes,CORRECT,Option_2,Question,option1\nmine,1,Blue,Sky?,Grey\n';
    expect((await csv(file)).rows).toEqual([
      {
        line: 2,
        id: null,
        question: { text: 'Sky?', options: ['Grey', 'Blue'], correct: 0 },
        picture: null,
      },
    ]);
  });

  it('reports each row it cannot import with its row, its column by heading and letter, and what it holds', async () => {
    const file = [
      'id,Question,option 1,option 2,option 3,option 4,option 5,option 6,Correct',
      ',,a,b,,,,,1',
      ',Gap?,a,,c,,,,1',
      ',One?,a,,,,,,1',
      ',Same?,a,b,a,,,,1',
      ',Zero?,a,b,,,,,0',
      ',Seven?,a,b,c,d,e,f,7',
      ',Fifth?,a,b,c,d,,,5',
      ',Word?,a,b,,,,,two',
      ',Blank?,a,b,,,,,',
      `,${'x'.repeat(501)},a,b,,,,,1`,
      'abc,Id?,a,b,,,,,1',
      '0,Id?,a,b,,,,,1',
      '5,First?,a,b,,,,,1',
      '5,Again?,a,b,,,,,1',
    ].join('\n');
    const refused = (
      line: number,
      reason: string,
      column: string,
      letter: string,
      params?: object,
    ) => ({
      line,
      refusal: { line, reason, column, letter, ...(params ? { params } : {}) },
    });
    expect((await csv(file)).rows).toEqual([
      refused(2, 'questionRequired', 'Question', 'B'),
      refused(3, 'optionRequired', 'option 2', 'D'),
      refused(4, 'tooFewOptions', 'option 2', 'D', { max: 2, found: '1' }),
      refused(5, 'optionsNotDistinct', 'option 3', 'E', { other: 1 }),
      refused(6, 'correctNotAnOption', 'Correct', 'I', { max: 2, found: '0' }),
      refused(7, 'correctNotAnOption', 'Correct', 'I', { max: 6, found: '7' }),
      refused(8, 'correctNotAnOption', 'Correct', 'I', { max: 4, found: '5' }),
      refused(9, 'correctNotAnOption', 'Correct', 'I', { max: 2, found: 'two' }),
      refused(10, 'correctRequired', 'Correct', 'I', { max: 2 }),
      refused(11, 'tooLong', 'Question', 'B', { max: 500, found: '501' }),
      refused(12, 'unknownQuestionId', 'id', 'A', { found: 'abc' }),
      refused(13, 'unknownQuestionId', 'id', 'A', { found: '0' }),
      {
        line: 14,
        id: 5,
        question: { text: 'First?', options: ['a', 'b'], correct: 0 },
        picture: null,
      },
      refused(15, 'duplicateQuestionId', 'id', 'A', { found: '5', other: 14 }),
    ]);
  });

  it("leaves out the template's example rows, whatever their case, and counts them", async () => {
    const file = [
      'id,question,option 1,option 2,correct,picture',
      'example,Red planet?,Venus,Mars,2,mars.jpg',
      ',Sky?,Blue,Red,1,photos/Sky.PNG',
      'EXAMPLE,Not checked,,,9,',
      'उदाहरण,राष्ट्रीय पक्षी?,मोर,तोता,1,',
    ].join('\n');
    expect(await csv(file)).toMatchObject({
      rows: [
        {
          line: 3,
          id: null,
          question: { text: 'Sky?', options: ['Blue', 'Red'], correct: 0 },
          picture: 'Sky.PNG',
        },
      ],
      examples: [2, 4, 5],
      headings: { id: { column: 'id', letter: 'A' }, picture: { column: 'picture', letter: 'F' } },
    });
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

  it('reads rows padded with empty cells and refuses a value beyond column 64', async () => {
    const padded = `${HEADER}${','.repeat(1_000_000)}\n,Sky?,Blue,Red,,,1${','.repeat(500)}\n`;
    expect((await csv(padded)).rows).toEqual([
      {
        line: 2,
        id: null,
        question: { text: 'Sky?', options: ['Blue', 'Red'], correct: 0 },
        picture: null,
      },
    ]);
    const wide = `${HEADER}\n,Sky?,Blue,Red,,,1${','.repeat(60)}a note\n`;
    await expect(csv(wide)).rejects.toMatchObject(refusal(2, 'quizFileTooWide'));
  });

  it('stops reading at the first row over, whatever follows it', async () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => `,Question ${i + 1}?,a,b,,,1`);
    const file = [HEADER, ...rows, '"an unclosed quote, far below'].join('\n');
    expect(file.length).toBeGreaterThan(1_500_000);
    await expect(csv(file)).rejects.toMatchObject(refusal(1_002, 'quizFileTooManyRows'));
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
        picture: null,
      },
      {
        line: 4,
        id: null,
        question: { text: 'Year of independence?', options: ['1947', '1950'], correct: 0 },
        picture: null,
      },
      {
        line: 5,
        refusal: {
          line: 5,
          reason: 'correctNotAnOption',
          column: 'Correct',
          letter: 'F',
          params: { max: 3, found: '4' },
        },
      },
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
      picture: null,
    });
  });

  it('reads a workbook written by hand, the same as the checks below start from', async () => {
    const file = workbookOf(sheetRow(1, TEXT_HEADER) + sheetRow(2, ['Sky?', 'Blue', 'Green', '1']));
    expect((await parseQuestionFile(file, 'xlsx')).rows).toEqual([
      {
        line: 2,
        id: null,
        question: { text: 'Sky?', options: ['Blue', 'Green'], correct: 0 },
        picture: null,
      },
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
    ['a sheet whose own header claims gigabytes', withSheetEntryClaiming(0xfffffff0)],
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
      refusal(1, 'quizFileTooLarge'),
    );
  });

  it('reads a sheet formatted far below its questions', async () => {
    const formatted = '<row r="900000" s="1" customFormat="1"><c r="H900000" s="1"/></row>';
    const rows = sheetRow(1, TEXT_HEADER) + sheetRow(2, ['Sky?', 'Blue', 'Red', '1']);
    expect((await parseQuestionFile(workbookOf(rows + formatted), 'xlsx')).rows).toHaveLength(1);
  });

  it('refuses a value far to the right at its row, without filling the cells before it', async () => {
    const far = '<row r="900000"><c r="XFD900000"><v>1</v></c></row>';
    const file = workbookOf(sheetRow(1, TEXT_HEADER) + far);
    await expect(parseQuestionFile(file, 'xlsx')).rejects.toMatchObject(
      refusal(900_000, 'quizFileTooWide'),
    );
  });
});

describe('the explanation column', () => {
  const WITH_EXPLANATION = 'question,option 1,option 2,correct,Explanation';

  it('reads an explanation as the question text is kept, and an empty cell as none', async () => {
    const file = [
      WITH_EXPLANATION,
      'Sky?,Blue,Red,1,  Light scatters \u200Bblue.  ',
      'Grass?,Green,Red,1,',
      'Sea?,Blue,Red,1,\u200B',
    ].join('\n');
    expect(
      (await csv(file)).rows.map((row) => 'question' in row && row.question.explanation),
    ).toEqual(['Light scatters blue.', null, null]);
  });

  it('leaves the explanation out (kept as it is) when the file has no such column', async () => {
    const [row] = (await csv('question,option 1,option 2,correct\nSky?,Blue,Red,1\n')).rows;
    expect(row).toMatchObject({ question: { text: 'Sky?' } });
    expect(row && 'question' in row && row.question.explanation).toBeUndefined();
  });

  it('refuses an explanation over 500 characters or on two lines by its row and column', async () => {
    const file = [
      WITH_EXPLANATION,
      `Sky?,Blue,Red,1,${'x'.repeat(501)}`,
      `Sea?,Blue,Red,1,${'x'.repeat(500)}`,
      'Grass?,Green,Red,1,"Two\nlines"',
    ].join('\n');
    const { rows } = await csv(file);
    expect(rows).toEqual([
      {
        line: 2,
        refusal: {
          line: 2,
          reason: 'tooLong',
          column: 'Explanation',
          letter: 'E',
          params: { max: 500, found: '501' },
        },
      },
      {
        line: 3,
        id: null,
        question: {
          text: 'Sea?',
          options: ['Blue', 'Red'],
          correct: 0,
          explanation: 'x'.repeat(500),
        },
        picture: null,
      },
      {
        line: 4,
        refusal: { line: 4, reason: 'unsaveable', column: 'Explanation', letter: 'E' },
      },
    ]);
  });
});

describe('exporting questions as CSV', () => {
  const questions = [
    {
      id: 3,
      text: '=1+1 makes?',
      options: ['+2', '-2', '@two', "'=quoted"],
      correct: 0,
      explanation: '=2, "plus" two',
    },
    {
      id: 4,
      text: 'भारत का राष्ट्रीय पक्षी?',
      options: ['मोर', 'तोता'],
      correct: 0,
      explanation: 'मोर, 1963 से',
    },
    {
      id: 9,
      text: 'Say "hi", then?',
      options: ['1', '2', '3', '4', '5', '6'],
      correct: 5,
      explanation: null,
    },
  ];

  it('writes a byte-order mark, CRLF lines and quoted fields with formulas defused', () => {
    const file = questionsCsv(questions);
    expect(file.startsWith('\uFEFF"id","question","option 1",')).toBe(true);
    expect(file.split('\r\n')).toEqual([
      '\uFEFF"id","question","option 1","option 2","option 3","option 4","option 5","option 6","correct","explanation"',
      `"3","'=1+1 makes?","'+2","'-2","'@two","''=quoted","","","1","'=2, ""plus"" two"`,
      '"4","भारत का राष्ट्रीय पक्षी?","मोर","तोता","","","","","1","मोर, 1963 से"',
      '"9","Say ""hi"", then?","1","2","3","4","5","6","6",""',
      '',
    ]);
  });

  it('imports back every question unchanged', async () => {
    const parsed = await csv(questionsCsv(questions));
    expect(parsed.rows).toEqual(
      questions.map(({ id, ...question }, index) => ({
        line: index + 2,
        id,
        question,
        picture: null,
      })),
    );
  });
});

describe('the question template', () => {
  it('has explanation and picture columns and two example rows, one in Hindi, that the import leaves out', async () => {
    const template = await quizTemplateXlsx();
    const parsed = await parseQuestionFile(template, 'xlsx');
    expect(parsed).toMatchObject({ rows: [], examples: [2, 3] });
    expect(parsed.headings?.picture).toEqual({ column: 'picture', letter: 'K' });
    const [header] = await readFirstSheet(template, { maxRows: 10, maxColumns: 64 });
    expect(header!.cells[9]).toBe('explanation');
  });

  it('reads as two questions once the organiser writes over the example marks', async () => {
    const template = await quizTemplateXlsx();
    // The same rows with the id column emptied: the examples are valid questions in themselves.
    const rows = await readFirstSheet(template, { maxRows: 10, maxColumns: 64 });
    const edited = rows.map((row, index) =>
      index === 0 ? row.cells : [null, ...row.cells.slice(1)],
    );
    const parsed = await parseQuestionFile(
      await writeExcelFile(edited as Row[]).toBuffer(),
      'xlsx',
    );
    expect(parsed.rows).toHaveLength(2);
    expect(parsed.rows.every((row) => 'question' in row && row.id === null)).toBe(true);
    expect(JSON.stringify(parsed.rows[1])).toMatch(/[\u0900-\u097F]/);
    expect(parsed.rows[1]).toMatchObject({ picture: 'peacock.jpg' });
    expect(parsed.rows[0]).toMatchObject({
      question: { explanation: 'Iron oxide (rust) in its soil makes Mars look red.' },
    });
  });
});
