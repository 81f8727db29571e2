import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderElement } from '../../test/render';
import { FakeUploadRequest, lastUpload, installFakeUploads } from '../../test/fake-upload-request';
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
  it('shows the rows to fix with their lines and reasons, and keeps Apply off until they are fixed', async () => {
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
        added: 3,
        changed: 2,
        unchanged: 10,
        invalidTotal: 2,
        invalid: [
          { line: 4, reason: 'optionRequired', column: 'option 2' },
          { line: 9, reason: 'correctNotAnOption' },
        ],
        rows: [
          {
            line: 2,
            action: 'add',
            id: null,
            text: 'Capital of India?',
            options: ['Mumbai', 'Delhi'],
            correct: 1,
          },
          {
            line: 3,
            action: 'change',
            id: 17,
            text: 'Largest state?',
            options: ['Rajasthan', 'Goa'],
            correct: 0,
          },
        ],
      }),
    );

    expect(screen.getByRole('status')).toHaveTextContent(
      '3 questions to add, 2 to change, 10 unchanged',
    );
    const invalid = screen.getByRole('heading', { name: 'Rows to fix' }).parentElement!;
    const invalidRows = within(invalid).getAllByRole('row').slice(1);
    expect(invalidRows.map((row) => row.textContent)).toEqual([
      '4option 2Every option needs a text',
      '9Mark one option as the correct one',
    ]);
    const rows = screen.getByRole('heading', { name: 'Rows to add or change' }).parentElement!;
    expect(within(rows).getAllByRole('row')[2]).toHaveTextContent(
      '3Change question 17Largest state?Rajasthan',
    );

    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    expect(apply).toHaveAccessibleDescription(
      'Fix the rows listed in the file and preview it again: nothing is imported while a row is not valid.',
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
});
