import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeSite } from '../../test/factories';
import { seenRequests, server } from '../../test/msw';
import { renderWithApp } from '../../test/render';
import { FakeUploadRequest, installFakeUploads, lastUpload } from '../../test/fake-upload-request';
import { makeEditorQuestion, makeQuizDetail } from '../../test/quiz-editor-factories';
import type { QuizDetail } from './quiz-editor-api';
import { QuizEditorPage } from './quiz-editor-page';

const IMAGE_URL = '/api/admin/quizzes/quiz1/questions/1/image';

function renderEditor(detail: QuizDetail) {
  server.use(
    http.get('/api/admin/quizzes/quiz1', () => HttpResponse.json(detail)),
    http.put('/api/admin/quizzes/quiz1/questions/1', () => HttpResponse.json(detail)),
  );
  return renderWithApp(
    [{ path: '/admin/quizzes/:quizId', element: <QuizEditorPage /> }],
    ['/admin/quizzes/quiz1'],
  );
}

installFakeUploads();
beforeEach(() => {
  server.use(http.get('/api/site', () => HttpResponse.json(makeSite())));
});

describe("a question's image", () => {
  it('is sent as itself, with its type, once the question is saved', async () => {
    const user = userEvent.setup();
    renderEditor(makeQuizDetail([1]));

    await user.click(await screen.findByRole('button', { name: 'Edit question 1' }));
    const photo = new File(['png'], 'taj.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Image (optional)'), photo);
    expect(FakeUploadRequest.sent).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Save question' }));

    await waitFor(() => expect(FakeUploadRequest.sent).toHaveLength(1));
    expect(seenRequests).toContain('PUT /api/admin/quizzes/quiz1/questions/1');
    expect(lastUpload().method).toBe('PUT');
    expect(lastUpload().url).toBe(IMAGE_URL);
    expect(lastUpload().headers['content-type']).toBe('image/png');
    expect(lastUpload().body).toBe(photo);
    const withImage = makeQuizDetail([1]);
    withImage.questions = [makeEditorQuestion(1, { imageUrl: IMAGE_URL })];
    await lastUpload().respond(200, withImage);

    const card = await screen.findByRole('article', { name: 'Question 1' });
    expect(within(card).getByRole('img', { name: 'Image for question 1' })).toHaveAttribute(
      'src',
      IMAGE_URL,
    );
  });

  it('refuses a file that is not a picture the server takes, before anything is sent', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderEditor(makeQuizDetail([1]));

    await user.click(await screen.findByRole('button', { name: 'Edit question 1' }));
    const input = screen.getByLabelText('Image (optional)');
    await user.upload(input, new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }));

    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Choose a JPEG, PNG, WebP, GIF or AVIF image.');
    await user.click(screen.getByRole('button', { name: 'Save question' }));
    await screen.findByRole('button', { name: 'Edit question 1' });
    expect(FakeUploadRequest.sent).toHaveLength(0);
  });

  it('is removed when the organiser removes it and saves', async () => {
    const user = userEvent.setup();
    const detail = makeQuizDetail([1]);
    detail.questions = [makeEditorQuestion(1, { imageUrl: IMAGE_URL })];
    let removed = false;
    server.use(
      http.delete(IMAGE_URL, () => {
        removed = true;
        return HttpResponse.json(makeQuizDetail([1]));
      }),
    );
    renderEditor(detail);

    await user.click(await screen.findByRole('button', { name: 'Edit question 1' }));
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.getByText('The image is removed when you save.')).toBeVisible();
    expect(removed).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Save question' }));

    const card = await screen.findByRole('article', { name: 'Question 1' });
    expect(removed).toBe(true);
    expect(within(card).queryByRole('img')).toBeNull();
  });
});
