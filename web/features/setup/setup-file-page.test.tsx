import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findToast, renderWithApp } from '../../test/render';
import { FakeUploadRequest, installFakeUploads, lastUpload } from '../../test/fake-upload-request';
import { makeImportReport } from '../../test/setup-factories';
import { SetupFilePage } from './setup-file-page';

function renderSetupFile() {
  return renderWithApp(
    [{ path: '/admin/setup-file', element: <SetupFilePage /> }],
    ['/admin/setup-file'],
  );
}

const zip = () => new File(['PK'], 'utsav-setup.zip', { type: 'application/zip' });

installFakeUploads();

describe('the setup file', () => {
  it('is exported by a download of the whole setup', () => {
    renderSetupFile();

    const link = screen.getByRole('link', { name: 'Download the setup file' });
    expect(link).toHaveAttribute('href', '/api/admin/setup/export');
    expect(link).toHaveAttribute('download');
  });

  it('is checked first, showing what it would replace, then replaces the setup', async () => {
    const user = userEvent.setup();
    renderSetupFile();
    const replace = screen.getByRole('button', { name: 'Replace this event’s setup' });
    expect(replace).toBeDisabled();

    const file = zip();
    await user.upload(screen.getByLabelText('Setup file (.zip, up to 2 GB)'), file);
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(lastUpload().method).toBe('POST');
    expect(lastUpload().url).toBe('/api/admin/setup/import?dryRun=1');
    expect(lastUpload().headers['content-type']).toBe('application/zip');
    expect(lastUpload().body).toBe(file);
    lastUpload().progress(75);
    expect(screen.getByRole('status')).toHaveTextContent('Uploading the file');
    lastUpload().finishSending();
    expect(screen.getByRole('status')).toHaveTextContent('Reading the file on the server…');
    await lastUpload().respond(200, makeImportReport());

    const report = screen.getByRole('status');
    expect(report).toHaveTextContent('nothing is replaced until you press Replace');
    expect(report).toHaveTextContent('Event name: Utsav 2025 → Utsav 2026');
    const lists = within(report).getAllByRole('list');
    expect(
      within(lists[0]!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Added: Pune', 'Removed: None', 'Changed: Bhopal, Kanpur']);
    expect(
      within(lists[1]!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Added: None',
      'Replaced: Day 1 Quiz',
      'Archived (they have plays): Last year',
      'Removed: None',
    ]);
    expect(report).toHaveTextContent('images 24, videos 2, questions 120');
    expect(FakeUploadRequest.sent).toHaveLength(1);

    await user.click(replace);
    expect(lastUpload().url).toBe('/api/admin/setup/import');
    expect(lastUpload().body).toBe(file);
    await lastUpload().respond(200, makeImportReport({ dryRun: false }));

    await findToast('success', 'The event’s setup was replaced');
    expect(screen.getByRole('heading', { name: 'Replaced' })).toBeVisible();
    expect(replace).toBeDisabled();
  });

  it('says what in a file is wrong, and refuses a file that is not a .zip before sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderSetupFile();
    const input = screen.getByLabelText('Setup file (.zip, up to 2 GB)');

    await user.upload(input, new File(['a,b'], 'teams.csv', { type: 'text/csv' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a .zip file exported from Utsav.');
    expect(screen.getByRole('button', { name: 'Check the file' })).toBeDisabled();

    await user.upload(input, zip());
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    await lastUpload().respond(400, {
      error: { code: 'setup_file_invalid', message: 'Invalid', params: { file: 'site.json' } },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The setup file could not be used: site.json is missing or not valid.',
    );
    expect(screen.getByRole('button', { name: 'Replace this event’s setup' })).toBeDisabled();
  });
});
