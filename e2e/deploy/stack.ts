// The production shape, started for the deployment journeys: two built instances in production
// mode on one PostgreSQL, files in an S3 bucket, SMS through the http provider, and Debian's nginx
// in front with the example config from deploy/nginx (TLS with a throwaway certificate).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { freePort, startInstance, type Instance } from '../../server/test/instances.js';
import { startS3Server } from '../../server/test/s3-server.js';
import { createTestDatabase } from '../../server/test/databases.js';

const STACK_DIR = path.resolve('.tmp/deploy');
export const STACK_FILE = path.join(STACK_DIR, 'stack.json');
const ADMIN_PHONE = '+919000012345';

export type Stack = {
  /** https through nginx: what a phone opens. */
  base: string;
  /** Plain http through nginx, which only redirects. */
  httpBase: string;
  /** Each instance directly, bypassing nginx. */
  instances: string[];
  /** Their process ids, so a journey can stop one. */
  pids: number[];
  /** One JSON line per SMS the instances handed to the provider. */
  smsFile: string;
  /** The instances' PostgreSQL database, where a journey writes a session it needs. */
  databaseUrl: string;
  /** The organiser's number (ADMIN_PHONES), +91 and ten digits. */
  adminPhone: string;
  nginxAccessLog: string;
};

/** Replaces text that must be in the example config; a changed example fails here, loudly. */
function replaceOnce(text: string, find: string | RegExp, replacement: string): string {
  const found = typeof find === 'string' ? text.includes(find) : find.test(text);
  if (!found) throw new Error(`deploy/nginx/utsav.conf no longer contains ${String(find)}`);
  return text.replace(find, replacement);
}

function nginxConfig(options: {
  upstreams: number[];
  httpPort: number;
  httpsPort: number;
  dir: string;
}): string {
  const { upstreams, httpPort, httpsPort, dir } = options;
  let site = fs.readFileSync('deploy/nginx/utsav.conf', 'utf8');
  site = replaceOnce(site, 'server 127.0.0.1:8081;', `server 127.0.0.1:${upstreams[0]};`);
  site = replaceOnce(site, 'server 127.0.0.1:8082;', `server 127.0.0.1:${upstreams[1]};`);
  site = replaceOnce(site, /listen 80;\n\s*listen \[::\]:80;/, `listen 127.0.0.1:${httpPort};`);
  site = replaceOnce(
    site,
    /listen 443 ssl http2;\n\s*listen \[::\]:443 ssl http2;/,
    `listen 127.0.0.1:${httpsPort} ssl http2;`,
  );
  site = replaceOnce(
    site,
    /ssl_certificate \S+;/,
    `ssl_certificate ${path.join(dir, 'cert.pem')};`,
  );
  site = replaceOnce(
    site,
    /ssl_certificate_key \S+;/,
    `ssl_certificate_key ${path.join(dir, 'key.pem')};`,
  );
  site = replaceOnce(
    site,
    'include snippets/utsav-proxy.conf;',
    `include ${path.resolve('deploy/nginx/utsav-proxy.conf')};`,
  );
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, 'temp', name)};`;
  return `worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log ${path.join(dir, 'access.log')};
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  ${site.replace(/\n/g, '\n  ')}
}
`;
}

function startSmsProvider(file: string): Promise<{ port: number; server: http.Server }> {
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      fs.appendFileSync(file, `${body}\n`);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ port: (server.address() as { port: number }).port, server }),
    ),
  );
}

function waitForExit(child: ChildProcess): Promise<void> {
  return new Promise((resolve) =>
    child.exitCode === null ? child.once('exit', () => resolve()) : resolve(),
  );
}

export default async function startStack(): Promise<() => Promise<void>> {
  if (!process.env.TEST_DATABASE_URL) {
    throw new Error('the deployment journeys need TEST_DATABASE_URL (npm test starts PostgreSQL)');
  }
  fs.rmSync(STACK_DIR, { recursive: true, force: true });
  fs.mkdirSync(path.join(STACK_DIR, 'temp'), { recursive: true });
  // nginx's workers drop root to nobody; they write request bodies under temp/.
  fs.chmodSync(STACK_DIR, 0o755);
  fs.chmodSync(path.join(STACK_DIR, 'temp'), 0o777);

  const stops: (() => Promise<void> | void)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop();
  };
  try {
    const database = await createTestDatabase();
    stops.push(() => database.drop());
    const s3 = await startS3Server({ bucket: 'utsav-deploy' });
    stops.push(() => s3.close());
    const smsFile = path.join(STACK_DIR, 'sms.jsonl');
    fs.writeFileSync(smsFile, '');
    const sms = await startSmsProvider(smsFile);
    stops.push(() => new Promise<void>((resolve) => sms.server.close(() => resolve())));

    const [httpPort, httpsPort] = [await freePort(), await freePort()];
    const env = {
      NODE_ENV: 'production',
      PUBLIC_URL: `https://127.0.0.1:${httpsPort}`,
      TRUST_PROXY: '1',
      DATABASE_URL: database.url,
      ...s3.env('event'),
      SECRET_KEY: randomBytes(32).toString('hex'),
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: `http://127.0.0.1:${sms.port}/send`,
      ADMIN_PHONES: ADMIN_PHONE,
      BOT_CHECK_DIFFICULTY: '2000',
      OTP_IP_HOURLY_LIMIT: '10000',
      CONTENT_DIR: 'content',
      WEB_DIR: 'dist/web',
    };
    const instances: Instance[] = await Promise.all([
      startInstance(env, { built: true }),
      startInstance(env, { built: true }),
    ]);
    stops.push(...instances.map((instance) => () => instance.stop()));
    // Production has no demo registry: the first organiser loads one in the browser
    // (first-run.spec.ts).

    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        path.join(STACK_DIR, 'key.pem'),
        '-out',
        path.join(STACK_DIR, 'cert.pem'),
      ],
      { stdio: 'pipe' },
    );
    const conf = path.join(STACK_DIR, 'nginx.conf');
    fs.writeFileSync(
      conf,
      nginxConfig({
        upstreams: instances.map((instance) => instance.port),
        httpPort,
        httpsPort,
        dir: STACK_DIR,
      }),
    );
    const nginxBin = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
    execFileSync(nginxBin, ['-t', '-q', '-p', STACK_DIR, '-c', conf], { stdio: 'pipe' });
    const nginx = spawn(nginxBin, ['-p', STACK_DIR, '-c', conf, '-g', 'daemon off;'], {
      stdio: 'ignore',
    });
    stops.push(async () => {
      nginx.kill('SIGQUIT');
      await waitForExit(nginx);
    });
    for (let tries = 0; ; tries += 1) {
      const ready = await fetch(`http://127.0.0.1:${httpPort}/`, { redirect: 'manual' }).then(
        (response) => response.status === 301,
        () => false,
      );
      if (ready) break;
      if (tries > 100 || nginx.exitCode !== null) throw new Error('nginx did not start');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    const stack: Stack = {
      base: `https://127.0.0.1:${httpsPort}`,
      httpBase: `http://127.0.0.1:${httpPort}`,
      instances: instances.map((instance) => instance.base),
      pids: instances.map((instance) => instance.child.pid!),
      smsFile,
      databaseUrl: database.url,
      adminPhone: ADMIN_PHONE,
      nginxAccessLog: path.join(STACK_DIR, 'access.log'),
    };
    fs.writeFileSync(STACK_FILE, JSON.stringify(stack));
    return stopAll;
  } catch (error) {
    await stopAll();
    throw error;
  }
}
