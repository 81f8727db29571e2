import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AccessSummary } from '../../../common/admin-api';
import { REGISTRY_MAX_BYTES, type RegistryReport } from '../../../common/registry';
import { FakeUploadRequest, installFakeUploads, lastUpload } from '../../test/fake-upload-request';
import { server } from '../../test/msw';
import { renderElement } from '../../test/render';
import { RegistryCard } from './registry-card';

function registryReport(overrides: Partial<RegistryReport>): RegistryReport {
  return { dryRun: true, added: 0, alreadyPresent: 0, invalidTotal: 0, invalid: [], ...overrides };
}

installFakeUploads();

const SUMMARY: AccessSummary = {
  registry: { total: 12_000, registered: 340, free: 11_660 },
  signInLimits: { resendSeconds: 60, perHour: 5, perDay: 10, codeMinutes: 5 },
};

beforeEach(() => {
  server.use(http.get('/api/admin/access', () => HttpResponse.json<AccessSummary>(SUMMARY)));
});

describe('the registry upload', () => {
  it('says how many employee IDs are loaded, used and free', async () => {
    renderElement(<RegistryCard />);
    expect(
      await screen.findByText('12,000 employee IDs loaded: 340 used, 11,660 free.'),
    ).toBeVisible();
  });

  it('says when the registry is empty that nobody can register yet', async () => {
    const registry = { total: 0, registered: 0, free: 0 };
    server.use(
      http.get('/api/admin/access', () =>
        HttpResponse.json<AccessSummary>({ ...SUMMARY, registry }),
      ),
    );
    renderElement(<RegistryCard />);
    expect(await screen.findByText(/No employee IDs loaded yet/)).toBeVisible();
  });

  it('shows the upload going, then the server checking, then the report; applies only after a preview', async () => {
    const user = userEvent.setup();
    renderElement(<RegistryCard />);
    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    await user.type(screen.getByLabelText('Or paste the codes'), 'EMP 1{Enter}EMP2');
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    expect(lastUpload().url).toBe('/api/admin/registry?dryRun=1');
    expect(lastUpload().headers['content-type']).toBe('text/csv');
    expect(lastUpload().body).toBe('EMP 1\nEMP2');
    lastUpload().progress(40);
    const uploading = screen.getByRole('progressbar', { name: 'Uploading the file' });
    expect(uploading).toHaveAttribute('value', '40');
    expect(screen.getByText('40% sent')).toBeVisible();
    lastUpload().finishSending();
    const checking = screen.getByRole('progressbar', { name: 'Checking the codes on the server…' });
    expect(checking).not.toHaveAttribute('value');
    expect(apply).toBeDisabled();

    const invalid = Array.from({ length: 100 }, (_, i) => ({
      line: i + 3,
      value: `bad ${i}`,
      reason: 'not a valid employee code' as const,
    }));
    await lastUpload().respond(
      200,
      registryReport({ added: 123_456, alreadyPresent: 1, invalidTotal: 250, invalid }),
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Preview: nothing is saved until you apply1,23,456 to add, 1 already present, 250 invalid rows',
    );
    const rows = screen.getByRole('region', { name: 'The first 100 of 250 invalid rows' });
    expect(rows.querySelectorAll('li')).toHaveLength(100);
    expect(rows.querySelector('li')).toHaveTextContent(
      'Line 3: "bad 0" (not a valid employee code)',
    );

    await user.click(apply);
    expect(lastUpload().url).toBe('/api/admin/registry');
    expect(lastUpload().body).toBe('EMP 1\nEMP2');
    await lastUpload().respond(200, registryReport({ dryRun: false, added: 2 }));
    const applied = screen.getByRole('heading', { name: 'Applied' }).closest('[role="status"]');
    expect(applied).toHaveTextContent('Applied2 added, 0 already present, 0 invalid rows');
    expect(await screen.findByText('2 codes added')).toBeVisible();
    expect(screen.getByLabelText('Or paste the codes')).toHaveValue('');
    expect(apply).toBeDisabled();
  });

  it('sends a chosen file as it is, and shows the line the server could not read', async () => {
    const user = userEvent.setup();
    renderElement(<RegistryCard />);
    const file = new File(['code\nEMP1\n"EMP2\n'], 'staff.csv', {
      type: 'application/vnd.ms-excel',
    });
    await user.upload(screen.getByLabelText('CSV file (one employee ID per row)'), file);
    expect(screen.getByText('Chosen: staff.csv (1 kB)')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(lastUpload().body).toBe(file);
    expect(lastUpload().headers['content-type']).toBe('text/csv');
    await lastUpload().respond(400, {
      error: {
        code: 'malformed_csv',
        message: 'Line 3: a quote is not closed',
        params: { line: 3 },
      },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Line 3: this line is not valid CSV');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
  });

  it('refuses a file over the limit before sending any of it', async () => {
    const user = userEvent.setup();
    renderElement(<RegistryCard />);
    const file = new File(['x'], 'huge.csv', { type: 'text/csv' });
    Object.defineProperty(file, 'size', { value: REGISTRY_MAX_BYTES + 1024 * 1024 });
    await user.upload(screen.getByLabelText('CSV file (one employee ID per row)'), file);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This file is 9.0 MB; one upload takes at most 8.0 MB. Please split it.',
    );
    expect(screen.getByRole('button', { name: 'Preview' })).toBeDisabled();
    expect(FakeUploadRequest.sent).toEqual([]);
  });
});
