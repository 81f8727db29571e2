import writeExcelFile from 'write-excel-file/node';
import { describe, expect, it } from 'vitest';
import { TEXT_HEADER, sheetRow, workbookOf } from '../test/xlsx-files.js';
import { readFirstSheet, type SheetLimits } from './xlsx-sheet.js';

const LIMITS: SheetLimits = { maxRows: 1_001, maxColumns: 64 };
const read = (file: Buffer, limits = LIMITS) => readFirstSheet(file, limits);
const refused = (reason: string, line = 1) => ({ reason, line });

describe('reading the first sheet of a workbook', () => {
  it('reads texts shared, inline and rich, numbers, flags and formula results, skipping empty rows', async () => {
    const rows =
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="C1" t="s"><v>1</v></c></row>' +
      '<row r="3"><c r="A3"><v>2.5</v></c><c r="B3" t="b"><v>1</v></c><c r="C3" t="str"><v>=ok</v></c>' +
      '<c r="D3" t="inlineStr"><is><r><t>ना</t></r><r><t>म</t></r><rPh><t>phonetic</t></rPh></is></c></row>' +
      '<row r="4"><c r="A4" s="1"/><c r="B4" t="e"><v>#N/A</v></c></row>';
    const file = workbookOf(
      rows,
      {},
      { sharedStrings: ['Question', 'भारत &amp; <![CDATA[more]]>'] },
    );
    expect(await read(file)).toEqual([
      { line: 1, cells: ['Question', null, 'भारत & more'] },
      { line: 3, cells: [2.5, true, '=ok', 'नाम'] },
    ]);
  });

  it('reads a workbook a spreadsheet program wrote', async () => {
    const file = await writeExcelFile([
      ['question', 'option 1'],
      ['Sky?', 3],
    ]).toBuffer();
    expect(await read(file)).toEqual([
      { line: 1, cells: ['question', 'option 1'] },
      { line: 2, cells: ['Sky?', 3] },
    ]);
  });

  it.each([
    ['outside xl/worksheets/', '/elsewhere/data.xml'],
    ['in a subfolder', 'worksheets/nested/sheet1.xml'],
    ['in a folder above', '../top.xml'],
  ])('follows the workbook to a sheet kept %s, and bounds it the same', async (_, sheetTarget) => {
    const ok = workbookOf(sheetRow(1, TEXT_HEADER), {}, { sheetTarget });
    expect(await read(ok)).toEqual([{ line: 1, cells: TEXT_HEADER }]);
    const far = '<row r="2000"><c r="XFD2000"><v>1</v></c></row>';
    const hostile = workbookOf(sheetRow(1, TEXT_HEADER) + far, {}, { sheetTarget });
    await expect(read(hostile)).rejects.toMatchObject(refused('quizFileTooWide', 2000));
  });

  it('decodes a cell address written with a character reference before bounding it', async () => {
    const far = '<row r="2000"><c r="&#88;FD2000"><v>1</v></c></row>';
    await expect(read(workbookOf(sheetRow(1, TEXT_HEADER) + far))).rejects.toMatchObject(
      refused('quizFileTooWide', 2000),
    );
  });

  it('refuses addresses beyond the sheet, rows out of order and cells of another row', async () => {
    const cases = [
      '<row r="1"><c r="XFE1"><v>1</v></c></row>',
      '<row r="1048577"><c><v>1</v></c></row>',
      '<row r="5"><c><v>1</v></c></row><row r="4"><c><v>1</v></c></row>',
      '<row r="1"><c r="A2"><v>1</v></c></row>',
      '<row r="1"><c r="B1"><v>1</v></c><c r="A1"><v>1</v></c></row>',
      '<row r="1"><c t="s"><v>7</v></c></row>',
    ];
    for (const rows of cases)
      await expect(read(workbookOf(rows)), rows).rejects.toMatchObject(refused('quizFileNotXlsx'));
  });

  it('stops at the first row past the limit, however many follow', async () => {
    const rows = Array.from({ length: 100_000 }, (_, index) => `<row><c><v>${index}</v></c></row>`);
    const file = workbookOf(rows.join(''));
    await expect(read(file, { maxRows: 10, maxColumns: 64 })).rejects.toMatchObject(
      refused('quizFileTooManyRows', 11),
    );
  });

  it('refuses one cell longer than a spreadsheet allows, inline or shared', async () => {
    const long = 'x'.repeat(20 * 1024 * 1024);
    const inline = workbookOf(sheetRow(1, TEXT_HEADER) + sheetRow(2, [long]));
    expect(inline.length).toBeLessThan(100_000);
    await expect(read(inline)).rejects.toMatchObject(refused('quizFileTooLarge'));
    const shared = workbookOf(
      '<row r="1"><c t="s"><v>0</v></c></row>',
      {},
      { sharedStrings: ['x'.repeat(40_000)] },
    );
    await expect(read(shared)).rejects.toMatchObject(refused('quizFileTooLarge'));
  });

  it('refuses a document type, so no entity is ever expanded', async () => {
    const sheetPrologue = '<!DOCTYPE lol [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]>';
    const rows = '<row r="1"><c t="inlineStr"><is><t>b</t></is></c></row>';
    await expect(read(workbookOf(rows, {}, { sheetPrologue }))).rejects.toMatchObject(
      refused('quizFileNotXlsx'),
    );
  });
});
