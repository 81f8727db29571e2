import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderElement } from '../../test/render';
import { FakeUploadRequest, lastUpload, installFakeUploads } from '../../test/fake-upload-request';
import { IMPORT_ROW_REASONS } from '../../../common/quiz-editor-api';
import enAdmin from '../../locales/en/admin.json';
import hiAdmin from '../../locales/hi/admin.json';
import type { ImportReport } from './quiz-editor-api';
import { QuestionImport } from './question-import';

function report(overrides: Partial<ImportReport>): ImportReport {
  return {
    dryRun: true,
    added: 0,
    changed: 0,
    unchanged: 0,
    invalidTotal: 0,
    invalid: [],
    examples: [],
    rows: [],
    ...overrides,
  };
}

const questionsCsv = () =>
  new File(['question,option 1,option 2,correct\n'], 'questions.csv', {
    type: 'application/vnd.ms-excel',
  });

installFakeUploads();

describe('importing questions from a file', () => {
  it('lists each row it cannot take in the spreadsheet’s terms, and adds the valid ones once asked', async () => {
    const user = userEvent.setup();
    renderElement(<QuestionImport quizId="quiz1" />);
    await user.upload(screen.getByLabelText('Question file (.csv or .xlsx)'), questionsCsv());
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    expect(lastUpload().method).toBe('POST');
    expect(lastUpload().url).toBe('/api/admin/quizzes/quiz1/import?dryRun=1');
    // Typed by the name's ending, whatever the computer called it.
    expect(lastUpload().headers['content-type']).toBe('text/csv');
    expect(lastUpload().body).toBeInstanceOf(File);
    await lastUpload().respond(
      200,
      report({
        added: 29,
        invalidTotal: 2,
        invalid: [
          {
            line: 7,
            reason: 'correctNotAnOption',
            column: 'correct',
            letter: 'F',
            params: { max: 4, found: '5' },
          },
          { line: 9, reason: 'optionRequired', column: 'Option 2', letter: 'C' },
        ],
        examples: [2, 3],
        rows: [
          {
            line: 4,
            action: 'add',
            id: null,
            text: 'Capital of India?',
            options: ['Mumbai', 'Delhi'],
            correct: 1,
            picture: 'delhi.jpg',
            explanation: 'Delhi has been the capital since 1931.',
          },
        ],
      }),
    );

    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('29 questions will be added, 0 changed, 0 unchanged');
    expect(status).toHaveTextContent('2 rows cannot be imported; they are listed below.');
    expect(status).toHaveTextContent('2 example rows of the template were left out (rows 2, 3).');
    const invalid = screen.getByRole('heading', { name: 'Rows to fix' }).parentElement!;
    expect(
      within(invalid)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Row 7, column correct (F): write the number of the right option, 1 to 4 (found 5)',
      'Row 9, column Option 2 (C): write this option, or move the options after it one column to the left (options have no gaps)',
    ]);
    const rows = screen.getByRole('heading', { name: 'Rows to add or change' }).parentElement!;
    expect(within(rows).getAllByRole('row')[1]).toHaveTextContent(
      '4AddCapital of India?Picture: delhi.jpgExplanation: Delhi has been the capital since 1931.Delhi',
    );

    await user.click(screen.getByRole('button', { name: 'Add the 29 valid questions' }));
    expect(lastUpload().url).toBe('/api/admin/quizzes/quiz1/import?validRows=29');
    await lastUpload().respond(
      200,
      report({
        dryRun: false,
        added: 29,
        invalidTotal: 1,
        invalid: [{ line: 9, reason: 'optionRequired', column: 'Option 2', letter: 'C' }],
      }),
    );
    expect(await screen.findByText('Questions imported: 29 added, 0 changed')).toBeVisible();
    expect(
      screen.getByText(
        '1 row was left out. Fix it in the file and import the file again to add it.',
      ),
    ).toBeVisible();
    // The applied report still lists the row left out, in the same words.
    const left = screen.getByRole('heading', { name: 'Rows to fix' }).parentElement!;
    expect(within(left).getByRole('listitem')).toHaveTextContent(
      /^Row 9, column Option 2 \(C\): write/,
    );
  });

  it('sends the pictures chosen with the file as one form', async () => {
    const user = userEvent.setup();
    renderElement(<QuestionImport quizId="quiz1" />);
    await user.upload(screen.getByLabelText('Question file (.csv or .xlsx)'), questionsCsv());
    const zip = new File(['PK'], 'pictures.zip', { type: 'application/zip' });
    await user.upload(
      screen.getByLabelText('Pictures (optional): a .zip, or the images chosen together'),
      zip,
    );
    expect(screen.getByText('Pictures from pictures.zip')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    const body = lastUpload().body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(lastUpload().headers['content-type']).toBeUndefined();
    expect((body.get('file') as File).name).toBe('questions.csv');
    expect((body.get('file') as File).type).toBe('text/csv');
    expect((body.getAll('pictures') as File[]).map((file) => file.name)).toEqual(['pictures.zip']);
  });

  it('refuses a .zip chosen with images before sending anything', async () => {
    const user = userEvent.setup();
    renderElement(<QuestionImport quizId="quiz1" />);
    await user.upload(
      screen.getByLabelText('Pictures (optional): a .zip, or the images chosen together'),
      [
        new File(['PK'], 'pictures.zip', { type: 'application/zip' }),
        new File(['x'], 'red.png', { type: 'image/png' }),
      ],
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Choose one .zip on its own, or the images themselves, not both.',
    );
  });

  it('applies a clean preview, then says what it imported', async () => {
    const user = userEvent.setup();
    renderElement(<QuestionImport quizId="quiz1" />);
    await user.upload(screen.getByLabelText('Question file (.csv or .xlsx)'), questionsCsv());
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await lastUpload().respond(200, report({ added: 3, changed: 1 }));

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(lastUpload().url).toBe('/api/admin/quizzes/quiz1/import');
    await lastUpload().respond(200, report({ dryRun: false, added: 3, changed: 1 }));

    expect(await screen.findByText('Questions imported: 3 added, 1 changed')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
  });

  it('refuses a file that is neither .csv nor .xlsx before sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderElement(<QuestionImport quizId="quiz1" />);
    await user.upload(
      screen.getByLabelText('Question file (.csv or .xlsx)'),
      new File(['x'], 'questions.ods', { type: 'application/vnd.oasis.opendocument.spreadsheet' }),
    );

    expect(screen.getByRole('alert')).toHaveTextContent('Choose a .csv or .xlsx file.');
    expect(screen.getByRole('button', { name: 'Preview' })).toBeDisabled();
    expect(FakeUploadRequest.sent).toHaveLength(0);
  });

  it('words every reason a row can be refused for, in English and Hindi', () => {
    for (const texts of [enAdmin, hiAdmin]) {
      const reasons: Record<string, string> = texts.quizEditor.import.reasons;
      expect(IMPORT_ROW_REASONS.filter((reason) => !reasons[reason])).toEqual([]);
    }
  });
});
