// The security headers and the session cookie as a production server sends them behind HTTPS.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveBotCheck } from '../test/sign-in.js';
import { startTestServer, type TestServer } from '../test/test-server.js';

let server: TestServer;
let provider: http.Server;
const messages: { to: string; code: string }[] = [];

beforeAll(async () => {
  provider = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      messages.push(JSON.parse(body) as { to: string; code: string });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const { port } = provider.address() as { port: number };
  server = await startTestServer({
    env: {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://utsav.example.com',
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: `http://127.0.0.1:${port}/send`,
      ADMIN_PHONES: '+919000012345',
      BOT_CHECK_DIFFICULTY: '20',
    },
  });
});
afterAll(async () => {
  await server.close();
  provider.close();
});

describe('a production server behind HTTPS', () => {
  it('sends a strict CSP with no inline script, HSTS and the other protective headers', async () => {
    for (const url of ['/api/site', '/api/me', '/healthz', '/no-such-page']) {
      const { headers } = await server.app.inject(url);
      const csp = String(headers['content-security-policy']);
      const directives: Record<string, string[]> = Object.fromEntries(
        csp.split(';').map((d): [string, string[]] => {
          const [name, ...values] = d.trim().split(/\s+/);
          return [name ?? '', values];
        }),
      );
      expect(directives['script-src'], url).toEqual(["'self'"]);
      expect(csp, url).not.toContain('unsafe-inline');
      expect(csp, url).not.toContain('unsafe-eval');
      expect(directives['default-src'], url).toEqual(["'self'"]);
      expect(directives['object-src'], url).toEqual(["'none'"]);
      expect(directives['frame-ancestors'], url).toEqual(["'none'"]);
      expect(directives, url).toHaveProperty('upgrade-insecure-requests');
      expect(headers['strict-transport-security'], url).toMatch(/^max-age=\d{7,}/);
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(headers['referrer-policy'], url).toBe('same-origin');
      expect(headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it('sets the session as a __Host- cookie: Secure, HttpOnly, SameSite=Lax, whole site, no domain', async () => {
    const sent = await server.app.inject({
      method: 'POST',
      url: '/api/auth/send-code',
      payload: { phone: '9876512345', botCheck: await solveBotCheck(server.app) },
    });
    expect(sent.statusCode).toBe(200);
    const code = messages.find((message) => message.to === '+919876512345')!.code;
    const verified = await server.app.inject({
      method: 'POST',
      url: '/api/auth/verify-code',
      payload: { phone: '9876512345', code },
    });
    expect(verified.statusCode).toBe(200);
    const header = String(verified.headers['set-cookie']);
    expect(header).toMatch(/^__Host-utsav_session=[A-Za-z0-9_-]{43};/);
    const attributes = header
      .split(';')
      .slice(1)
      .map((a) => a.trim().toLowerCase());
    expect(attributes).toEqual(
      expect.arrayContaining(['httponly', 'secure', 'samesite=lax', 'path=/']),
    );
    expect(attributes.some((a) => a.startsWith('domain='))).toBe(false);
    // The code itself is never in the log or the answer.
    expect(verified.body).not.toContain(code);
  });

  it('refuses a state-changing request from another site', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: 'https://evil.example.net' },
    });
    expect(response.statusCode).toBe(403);
  });
});
