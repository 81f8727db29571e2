import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../test/msw';
import { findToast, renderWithApp } from '../../test/render';
import { FakeUploadRequest, installFakeUploads, lastUpload } from '../../test/fake-upload-request';
import type { AdminSetupReply } from './setup-api';
import { makeAdminSetup, makeImage, makeVideo } from '../../test/setup-factories';
import { VideosPage } from './videos-page';

const OPENING = '7f1d6c4e-0000-4000-8000-000000000001';

function renderVideos(setup: AdminSetupReply) {
  server.use(http.get('/api/admin/setup', () => HttpResponse.json(setup)));
  return renderWithApp([{ path: '/admin/videos', element: <VideosPage /> }], ['/admin/videos']);
}

const video = () => new File(['....ftypisom'], 'opening.mp4', { type: 'video/mp4' });

installFakeUploads();

// jsdom keeps no files: a chosen file's address names it.
const revokeObjectURL = vi.fn();
beforeEach(() => {
  URL.createObjectURL = vi.fn((file: Blob) => `blob:${(file as File).name}`);
  URL.revokeObjectURL = revokeObjectURL;
});

describe('the videos', () => {
  it('uploads a video with its title, showing the share sent', async () => {
    const user = userEvent.setup();
    renderVideos(makeAdminSetup());

    expect(await screen.findByText('No videos yet.')).toBeVisible();
    await user.type(screen.getByLabelText(/^Title/), 'Opening ceremony');
    const file = video();
    await user.upload(screen.getByLabelText(/^Video file/), file);
    await user.click(screen.getByRole('button', { name: 'Upload video' }));

    expect(lastUpload().method).toBe('POST');
    expect(lastUpload().url).toBe('/api/admin/setup/videos?title=Opening%20ceremony');
    expect(lastUpload().headers['content-type']).toBe('video/mp4');
    expect(lastUpload().body).toBe(file);
    lastUpload().progress(62);
    expect(screen.getByLabelText('Uploading the video')).toHaveAttribute('value', '62');
    expect(screen.getByText('62% sent')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Stop the upload' })).toHaveFocus();
    await lastUpload().respond(
      200,
      makeAdminSetup({ videos: [makeVideo(OPENING, { title: 'Opening ceremony' })] }),
    );

    await findToast('success', 'Opening ceremony added');
    expect(screen.getByRole('article', { name: 'Opening ceremony' })).toBeVisible();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upload video' })).toHaveFocus());
  });

  it('stops an upload when asked, keeping nothing', async () => {
    const user = userEvent.setup();
    renderVideos(makeAdminSetup());

    await user.type(await screen.findByLabelText(/^Title/), 'Rehearsal');
    await user.upload(screen.getByLabelText(/^Video file/), video());
    await user.click(screen.getByRole('button', { name: 'Upload video' }));
    lastUpload().progress(10);
    const upload = lastUpload();
    let aborted = false;
    upload.abort = () => {
      aborted = true;
      // The browser reports the stop as the request's abort.
      act(() => upload.onabort?.());
    };
    await user.click(screen.getByRole('button', { name: 'Stop the upload' }));

    expect(aborted).toBe(true);
    expect(await screen.findByText('The upload was stopped; nothing was saved.')).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('No videos yet.')).toBeVisible();
  });

  it('refuses a file that is not a video and a video without a title before sending', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderVideos(makeAdminSetup());

    const file = await screen.findByLabelText(/^Video file/);
    await user.upload(file, new File(['png'], 'cover.png', { type: 'image/png' }));
    expect(file).toBeInvalid();
    expect(file).toHaveAccessibleDescription('Choose an MP4 or WebM video.');

    await user.upload(file, video());
    expect(file).toBeValid();
    await user.click(screen.getByRole('button', { name: 'Upload video' }));
    const title = screen.getByLabelText(/^Title/);
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toBeInvalid();
    expect(FakeUploadRequest.sent).toHaveLength(0);
  });

  it('renames a video, replaces its cover and moves it', async () => {
    const user = userEvent.setup();
    const second = '7f1d6c4e-0000-4000-8000-000000000002';
    const videos = [
      makeVideo(OPENING, { title: 'Opening' }),
      makeVideo(second, { title: 'Finale' }),
    ];
    const orders: unknown[] = [];
    server.use(
      http.put(`/api/admin/setup/videos/${OPENING}`, async ({ request }) => {
        const { title } = (await request.json()) as { title: string };
        return HttpResponse.json(
          makeAdminSetup({ videos: [{ ...videos[0]!, title }, videos[1]!] }),
        );
      }),
      http.put('/api/admin/setup/videos-order', async ({ request }) => {
        const { ids } = (await request.json()) as { ids: string[] };
        orders.push(ids);
        return HttpResponse.json(makeAdminSetup({ videos: [videos[1]!, videos[0]!] }));
      }),
    );
    renderVideos(makeAdminSetup({ videos }));

    await user.click(await screen.findByRole('button', { name: 'Rename Opening' }));
    const title = screen.getByRole('textbox', { name: /^New title for Opening/ });
    expect(title).toHaveFocus();
    await user.clear(title);
    await user.type(title, 'Opening night');
    await user.click(screen.getByRole('button', { name: 'Save title' }));
    await findToast('success', 'Title saved');
    const opening = screen.getByRole('article', { name: 'Opening night' });
    await waitFor(() =>
      expect(within(opening).getByRole('button', { name: 'Rename Opening night' })).toHaveFocus(),
    );

    await user.upload(
      within(opening).getByLabelText('Upload: Cover of Opening night'),
      new File(['png'], 'cover.png', { type: 'image/png' }),
    );
    await user.click(within(opening).getByRole('button', { name: 'Save: Cover of Opening night' }));
    expect(lastUpload().method).toBe('PUT');
    expect(lastUpload().url).toBe(`/api/admin/setup/videos/${OPENING}/cover`);
    await lastUpload().respond(
      200,
      makeAdminSetup({
        videos: [{ ...videos[0]!, title: 'Opening night', cover: makeImage('cover') }, videos[1]!],
      }),
    );
    expect(
      await within(opening).findByRole('img', { name: 'Cover of Opening night' }),
    ).toHaveAttribute('src', '/media/cover.webp');

    await user.click(screen.getByRole('button', { name: 'Move Finale up' }));
    await waitFor(() =>
      expect(screen.getByText('Finale moved to position 1')).toHaveAttribute('role', 'status'),
    );
    expect(orders).toEqual([[second, OPENING]]);
  });
});
