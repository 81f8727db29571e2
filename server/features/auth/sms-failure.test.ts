import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendCodeTo, startSignInServer, verify, type LogCapture } from '../../test/sign-in.js';
import type { TestServer } from '../../test/test-server.js';

let gateway: http.Server;
let lastCode = '';
let failing = true;
let server: TestServer & { log: LogCapture };

beforeAll(async () => {
  gateway = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      lastCode = (JSON.parse(body) as { code: string }).code;
      res.writeHead(failing ? 503 : 200).end(failing ? 'gateway down' : '{}');
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const { port } = gateway.address() as AddressInfo;
  server = await startSignInServer({
    env: { SMS_PROVIDER: 'http', SMS_HTTP_URL: `http://127.0.0.1:${port}/sms` },
  });
});

afterAll(async () => {
  await server.close();
  await new Promise((resolve) => gateway.close(resolve));
});

describe('a failed SMS send', () => {
  it('answers "Failed to send OTP", leaves no usable code and does not hold back a retry', async () => {
    const response = await sendCodeTo(server.app, '9876543210');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({
      error: { code: 'sms_failed', message: 'Failed to send OTP' },
    });
    expect(lastCode).toMatch(/^\d{6}$/);
    expect((await verify(server.app, '9876543210', lastCode)).statusCode).toBe(400);

    failing = false;
    const retry = await sendCodeTo(server.app, '9876543210');
    expect(retry.statusCode).toBe(200);
    expect((await verify(server.app, '9876543210', lastCode)).statusCode).toBe(200);
  });
});
