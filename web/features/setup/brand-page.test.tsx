import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerPost, server } from '../../test/msw';
import { findToast, renderWithApp } from '../../test/render';
import { FakeUploadRequest, installFakeUploads, lastUpload } from '../../test/fake-upload-request';
import { BrandPage } from './brand-page';
import type { AdminSetupReply } from './setup-api';
import { makeAdminSetup, makeImage } from '../../test/setup-factories';

function renderBrand(setup: AdminSetupReply) {
  server.use(http.get('/api/admin/setup', () => HttpResponse.json(setup)));
  return renderWithApp([{ path: '/admin/brand', element: <BrandPage /> }], ['/admin/brand']);
}

installFakeUploads();

// jsdom keeps no files: a chosen file's address names it.
const revokeObjectURL = vi.fn();
beforeEach(() => {
  URL.createObjectURL = vi.fn((file: Blob) => `blob:${(file as File).name}`);
  URL.revokeObjectURL = revokeObjectURL;
});

describe('the brand images', () => {
  it('says the size each place wants before a file is chosen', async () => {
    renderBrand(makeAdminSetup());

    const card = await screen.findByRole('region', { name: 'Event logo' });
    expect(within(card).getByLabelText('Upload: Event logo')).toHaveAccessibleDescription(
      'PNG or SVG with a clear background, at least 840 × 420 px; shown up to 420 px wide. ' +
        'Up to 10 MB; nothing changes until you save it.',
    );
    const banner = screen.getByRole('region', { name: 'Left banner' });
    expect(within(banner).getByLabelText('Upload: Left banner')).toHaveAccessibleDescription(
      expect.stringContaining('at least 360 × 120 px; shown at 180 × 60 px.'),
    );
  });

  it('previews a chosen image and sends nothing until Save, then shows the new one', async () => {
    const user = userEvent.setup();
    const before = makeAdminSetup();
    before.site.brand.eventLogo = makeImage('old-logo');
    renderBrand(before);

    const card = await screen.findByRole('region', { name: 'Event logo' });
    expect(within(card).getByRole('img', { name: 'Event logo' })).toHaveAttribute(
      'src',
      '/media/old-logo.webp',
    );
    const logo = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    await user.upload(within(card).getByLabelText('Replace: Event logo'), logo);

    // Shown from the file itself, beside the image now; nothing has left the browser.
    expect(
      within(card).getByRole('img', { name: 'Event logo: the new image, not saved yet' }),
    ).toHaveAttribute('src', 'blob:logo.svg');
    expect(within(card).getByText('logo.svg')).toBeVisible();
    expect(within(card).getByRole('img', { name: 'Event logo' })).toHaveAttribute(
      'src',
      '/media/old-logo.webp',
    );
    expect(FakeUploadRequest.sent).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: 'Save: Event logo' }));
    expect(lastUpload().method).toBe('PUT');
    expect(lastUpload().url).toBe('/api/admin/setup/brand/eventLogo');
    expect(lastUpload().headers['content-type']).toBe('image/svg+xml');
    expect(lastUpload().body).toBe(logo);
    lastUpload().progress(40);
    expect(within(card).getByLabelText('Sending the image')).toHaveAttribute('value', '40');
    expect(card).toHaveTextContent('40% sent');
    lastUpload().finishSending();
    expect(within(card).getByRole('status')).toHaveTextContent(
      'Preparing the image on the server…',
    );

    const after = makeAdminSetup();
    after.site.brand.eventLogo = makeImage('new-logo', { srcSet: '/media/new-logo-640.webp 640w' });
    await lastUpload().respond(200, after);

    await findToast('success', 'Event logo replaced');
    const image = within(card).getByRole('img', { name: 'Event logo' });
    expect(image).toHaveAttribute('src', '/media/new-logo.webp');
    expect(image).toHaveAttribute('srcset', '/media/new-logo-640.webp 640w');
    expect(within(card).queryByRole('progressbar')).toBeNull();
    expect(within(card).queryByRole('img', { name: /not saved yet/ })).toBeNull();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:logo.svg');
  });

  it('puts the earlier image back with Undo after saving', async () => {
    const user = userEvent.setup();
    const before = makeAdminSetup();
    before.site.brand.welcome = makeImage('old-welcome');
    const after = makeAdminSetup();
    after.site.brand.welcome = makeImage('new-welcome');
    const undone = answerPost<{ replaced: string }>('/api/admin/setup/brand/welcome/undo', () =>
      HttpResponse.json(before),
    );
    renderBrand(before);

    const card = await screen.findByRole('region', { name: 'Welcome picture' });
    await user.upload(
      within(card).getByLabelText('Replace: Welcome picture'),
      new File(['png'], 'welcome.png', { type: 'image/png' }),
    );
    await user.click(within(card).getByRole('button', { name: 'Save: Welcome picture' }));
    await lastUpload().respond(200, after);
    expect(card).toHaveTextContent('Saved. The earlier image can be put back for 15 minutes.');
    expect(within(card).getByRole('img', { name: 'Welcome picture' })).toHaveAttribute(
      'src',
      '/media/new-welcome.webp',
    );

    await user.click(within(card).getByRole('button', { name: 'Undo: Welcome picture' }));

    await findToast('success', 'Welcome picture put back as it was');
    expect(undone).toEqual([{ replaced: 'new-welcome.webp' }]);
    expect(within(card).getByRole('img', { name: 'Welcome picture' })).toHaveAttribute(
      'src',
      '/media/old-welcome.webp',
    );
    expect(within(card).queryByRole('button', { name: /Undo/ })).toBeNull();
  });

  it('lets a chosen image go with Cancel, sending nothing', async () => {
    const user = userEvent.setup();
    renderBrand(makeAdminSetup());

    const card = await screen.findByRole('region', { name: 'Product logo' });
    const input = within(card).getByLabelText('Upload: Product logo');
    await user.upload(input, new File(['png'], 'product.png', { type: 'image/png' }));
    await user.click(within(card).getByRole('button', { name: 'Cancel: Product logo' }));

    expect(within(card).queryByRole('img', { name: /not saved yet/ })).toBeNull();
    expect(input).toHaveValue('');
    expect(FakeUploadRequest.sent).toHaveLength(0);
  });

  it('says a slot without an image shows a placeholder, and refuses a file that is no image', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderBrand(makeAdminSetup());

    const card = await screen.findByRole('region', { name: 'Left banner' });
    expect(card).toHaveTextContent('No image of its own yet');
    const input = within(card).getByLabelText('Upload: Left banner');
    await user.upload(input, new File(['%PDF'], 'banner.pdf', { type: 'application/pdf' }));

    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Choose a JPEG, PNG, WebP, GIF, AVIF or SVG image.'),
    );
    expect(FakeUploadRequest.sent).toHaveLength(0);
  });

  it('shows the reason the server refuses an image beside its picker', async () => {
    const user = userEvent.setup();
    renderBrand(makeAdminSetup());

    const card = await screen.findByRole('region', { name: 'Welcome picture' });
    await user.upload(
      within(card).getByLabelText('Upload: Welcome picture'),
      new File(['png'], 'welcome.png', { type: 'image/png' }),
    );
    await user.click(within(card).getByRole('button', { name: 'Save: Welcome picture' }));
    await lastUpload().respond(415, { error: { code: 'image_not_image', message: 'No' } });

    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'The image must be a JPEG, PNG, WebP, GIF or AVIF file',
    );
  });
});

describe('the slogans', () => {
  it('adds a slogan at the end of the carousel', async () => {
    const user = userEvent.setup();
    renderBrand(makeAdminSetup({ slogans: ['0b7c1e6a-0000-4000-8000-000000000001'] }));

    const slogan = new File(['png'], 'slogan.png', { type: 'image/png' });
    await user.upload(await screen.findByLabelText('Add a slogan'), slogan);
    await user.click(screen.getByRole('button', { name: 'Save: New slogan' }));
    expect(lastUpload().method).toBe('POST');
    expect(lastUpload().url).toBe('/api/admin/setup/slogans');
    await lastUpload().respond(
      200,
      makeAdminSetup({
        slogans: ['0b7c1e6a-0000-4000-8000-000000000001', '0b7c1e6a-0000-4000-8000-000000000002'],
      }),
    );

    await findToast('success', 'Slogan added');
    expect(screen.getByRole('heading', { name: 'Slogans (2)' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Slogan 2' })).toHaveAttribute(
      'src',
      '/media/slogan-0b7c1e6a-0000-4000-8000-000000000002.webp',
    );
  });

  it('moves a slogan, announcing it, and removes one after a confirmation', async () => {
    const user = userEvent.setup();
    const [first, second] = [
      '0b7c1e6a-0000-4000-8000-000000000001',
      '0b7c1e6a-0000-4000-8000-000000000002',
    ] as const;
    const orders: unknown[] = [];
    server.use(
      http.put('/api/admin/setup/slogans-order', async ({ request }) => {
        const { ids } = (await request.json()) as { ids: string[] };
        orders.push(ids);
        return HttpResponse.json(makeAdminSetup({ slogans: ids }));
      }),
      http.delete(`/api/admin/setup/slogans/${first}`, () =>
        HttpResponse.json(makeAdminSetup({ slogans: [second] })),
      ),
    );
    renderBrand(makeAdminSetup({ slogans: [first, second] }));

    await user.click(await screen.findByRole('button', { name: 'Move Slogan 2 up' }));
    await waitFor(() =>
      expect(screen.getByText('Slogan 2 moved to position 1')).toHaveAttribute('role', 'status'),
    );
    expect(orders).toEqual([[second, first]]);
    expect(screen.getByRole('img', { name: 'Slogan 2' })).toHaveAttribute(
      'src',
      `/media/slogan-${first}.webp`,
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move Slogan 1 down' })).toHaveFocus(),
    );

    await user.click(screen.getByRole('button', { name: 'Remove slogan 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove slogan 2?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    await findToast('success', 'Slogan removed');
    expect(screen.getByRole('heading', { name: 'Slogans (1)' })).toBeVisible();
  });
});
