import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createSmsSender } from './sms-sender.js';
import { SmsError } from './sms-types.js';

type Received = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string };
type Behaviour = 'ok' | 'refuse' | 'hang';

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A local HTTP server playing the provider: accepts, refuses with a 4xx, or never answers. */
async function provider(behaviour: Behaviour, okBody = '{}', okStatus = 200) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      if (behaviour === 'ok')
        res.writeHead(okStatus, { 'content-type': 'application/json' }).end(okBody);
      if (behaviour === 'refuse')
        res
          .writeHead(401, { 'content-type': 'application/json' })
          .end('{"message":"bad credentials"}');
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, received };
}

const message = { to: '+919876543210', text: '123456 is your Utsav sign-in code.', code: '123456' };
const log = { info: () => {} } as never;

function senderFor(env: Record<string, string>) {
  return createSmsSender(loadConfig({ SMS_TIMEOUT_MS: '300', ...env }).sms, log);
}

const providers = {
  http: {
    env: (url: string) => ({
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: `${url}/send`,
      SMS_HTTP_HEADER: 'X-Api-Key: k3y',
    }),
    okBody: '{}',
    okStatus: 200,
    check(request: Received) {
      expect(request.url).toBe('/send');
      expect(request.headers['x-api-key']).toBe('k3y');
      expect(JSON.parse(request.body)).toEqual(message);
    },
  },
  msg91: {
    env: (url: string) => ({
      SMS_PROVIDER: 'msg91',
      MSG91_URL: `${url}/api/v5/flow/`,
      MSG91_AUTH_KEY: 'auth-1',
      MSG91_TEMPLATE_ID: 'tpl-9',
    }),
    okBody: '{"type":"success","message":"3763646c3058373530393831"}',
    okStatus: 200,
    check(request: Received) {
      expect(request.url).toBe('/api/v5/flow/');
      expect(request.headers.authkey).toBe('auth-1');
      expect(JSON.parse(request.body)).toEqual({
        template_id: 'tpl-9',
        short_url: '0',
        recipients: [{ mobiles: '919876543210', otp: '123456' }],
      });
    },
  },
  twilio: {
    env: (url: string) => ({
      SMS_PROVIDER: 'twilio',
      TWILIO_URL: url,
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 'tok',
      TWILIO_FROM: '+15005550006',
    }),
    okBody: '{"sid":"SM1","status":"queued"}',
    okStatus: 201,
    check(request: Received) {
      expect(request.url).toBe('/2010-04-01/Accounts/AC1/Messages.json');
      expect(request.headers.authorization).toBe(
        'Basic ' + Buffer.from('AC1:tok').toString('base64'),
      );
      expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
        To: '+919876543210',
        From: '+15005550006',
        Body: message.text,
      });
    },
  },
};

describe.each(Object.entries(providers))('the %s provider', (_name, setup) => {
  it('sends the message in the provider’s format', async () => {
    const local = await provider('ok', setup.okBody, setup.okStatus);
    await senderFor(setup.env(local.url)).send(message);
    expect(local.received).toHaveLength(1);
    expect(local.received[0]!.method).toBe('POST');
    setup.check(local.received[0]!);
  });

  it('fails with a clear error when the provider refuses', async () => {
    const local = await provider('refuse');
    await expect(senderFor(setup.env(local.url)).send(message)).rejects.toThrow(
      new SmsError(
        'The SMS provider refused the message (HTTP 401: {"message":"bad credentials"})',
      ),
    );
  });

  it('gives up when the provider does not answer in time', async () => {
    const local = await provider('hang');
    await expect(senderFor(setup.env(local.url)).send(message)).rejects.toThrow(
      'The SMS provider did not answer in time',
    );
  });
});

describe('msg91', () => {
  it('treats an answer of type "error" as a refusal', async () => {
    const local = await provider('ok', '{"type":"error","message":"Invalid template"}');
    await expect(senderFor(providers.msg91.env(local.url)).send(message)).rejects.toThrow(
      'The SMS provider refused the message: Invalid template',
    );
  });
});

describe('provider settings', () => {
  it.each([
    [{ SMS_PROVIDER: 'http' }, /^SMS_HTTP_URL: required when SMS_PROVIDER is http$/],
    [{ SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k' }, /^MSG91_TEMPLATE_ID: required/],
    [{ SMS_PROVIDER: 'twilio' }, /^TWILIO_ACCOUNT_SID: required/],
    [
      { SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://gw', SMS_HTTP_HEADER: 'no colon' },
      /^SMS_HTTP_HEADER: expected "Header-Name: value"/,
    ],
  ])('stop start-up when missing or malformed: %o', (env, error) => {
    expect(() => loadConfig(env)).toThrow(error);
  });
});
