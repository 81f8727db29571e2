// The API client reads every answer through its schema: what matches is handed on, what does not
// is a failure with a code of its own, worded in the chosen language like any other.
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { Me, type ApiErrorBody } from '../../common/api';
import { RegistryReport } from '../../common/registry';
import { en, hi } from '../test/texts';
import { makeMe } from '../test/factories';
import { server } from '../test/msw';
import { ApiError, apiRequest } from './api';
import { apiErrorMessage } from './api-error-message';
import { uploadRequest } from './upload-request';

async function translator(lng: 'en' | 'hi') {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    fallbackLng: 'en',
    resources: { en: { translation: en }, hi: { translation: hi } },
  });
  return i18n.t.bind(i18n);
}

/** GET /api/me answers with `body` as JSON, whatever its shape. */
function answerMe(body: unknown) {
  server.use(http.get('/api/me', () => HttpResponse.json(body as object)));
}

/** The failure a call ended with (it must have failed). */
async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => expect.unreachable('the call should have failed'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('reading an answer', () => {
  it('hands on a body that matches its schema', async () => {
    const me = makeMe();
    answerMe(me);
    await expect(apiRequest('/api/me', Me)).resolves.toEqual(me);
  });

  it('drops fields the schema does not name, so a newer server can add some', async () => {
    answerMe({ ...makeMe(), addedLater: 'new' });
    const me = await apiRequest('/api/me', Me);
    expect(me).toEqual(makeMe());
    expect(me).not.toHaveProperty('addedLater');
  });

  it.each([
    ['a field of the wrong type', { ...makeMe(), isAdmin: 'yes' }, 'isAdmin'],
    [
      'a nested field of the wrong type',
      makeMe({ profile: { ...makeMe().profile!, createdAt: '1 Sept' as never } }),
      'profile.createdAt',
    ],
    ['a missing field', (({ uid: _, ...rest }) => rest)(makeMe()), 'uid'],
    [
      'a value outside its list',
      makeMe({ profile: { ...makeMe().profile!, gender: 'robot' as never } }),
      'profile.gender',
    ],
    ['no body at all', null, 'body'],
  ])('refuses %s as unexpected_response, in English and Hindi', async (_, body, field) => {
    answerMe(body);
    const error = await failureOf(apiRequest('/api/me', Me));
    expect(error.code).toBe('unexpected_response');
    expect(error.status).toBe(200);
    expect(error.message).toContain(`/api/me: ${field}:`);
    expect(apiErrorMessage(error, await translator('en'), 'fallback')).toBe(
      'The server sent an answer this page cannot read. Please reload the page and try again.',
    );
    expect(apiErrorMessage(error, await translator('hi'), 'fallback')).toBe(
      hi.errors.unexpected_response,
    );
  });

  it('reports a refusal with the server’s code, before looking at any schema', async () => {
    server.use(
      http.get('/api/me', () =>
        HttpResponse.json<ApiErrorBody>(
          { error: { code: 'not_signed_in', message: 'Please sign in' } },
          { status: 401 },
        ),
      ),
    );
    // The schema could not even be loaded: the refusal is still what is reported.
    const error = await failureOf(
      apiRequest('/api/me', () => Promise.reject(new Error('chunk not loaded'))),
    );
    expect([error.status, error.code, error.message]).toEqual([
      401,
      'not_signed_in',
      'Please sign in',
    ]);
  });

  it('parses with a schema loaded beside the request', async () => {
    answerMe(makeMe({ isAdmin: true }));
    const me = await apiRequest('/api/me', () => import('../../common/api').then((api) => api.Me));
    expect(me.isAdmin).toBe(true);
  });

  it('reads only the status when asked to, whatever the body', async () => {
    server.use(http.post('/api/auth/sign-out', () => new HttpResponse(null, { status: 204 })));
    await expect(
      apiRequest('/api/auth/sign-out', null, { method: 'POST' }),
    ).resolves.toBeUndefined();
  });
});

describe('reading an upload’s answer', () => {
  const report = { dryRun: true, added: 2, alreadyPresent: 0, invalidTotal: 0, invalid: [] };
  const upload = () =>
    uploadRequest('/api/admin/registry/preview', RegistryReport, 'EMP1\nEMP2', {
      contentType: 'text/csv',
    });

  it('hands on a report that matches its schema', async () => {
    server.use(http.post('/api/admin/registry/preview', () => HttpResponse.json(report)));
    await expect(upload()).resolves.toEqual(report);
  });

  it('refuses a report with a count that is not a number as unexpected_response', async () => {
    server.use(
      http.post('/api/admin/registry/preview', () => HttpResponse.json({ ...report, added: '2' })),
    );
    const error = await failureOf(upload());
    expect(error.code).toBe('unexpected_response');
    expect(error.message).toContain('added');
    expect(apiErrorMessage(error, await translator('hi'), 'fallback')).toBe(
      hi.errors.unexpected_response,
    );
  });
});
