// Real server processes for tests of several instances, of start-up and of deployment: each one is
// `node server/main.ts` with its own port and environment, talked to over HTTP.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { codeInSmsLog } from './sms-log.js';

export type Instance = {
  child: ChildProcess;
  base: string;
  port: number;
  /** Everything the process wrote to stdout (its JSON log) so far. */
  output: () => string;
  stop: () => Promise<void>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The environment every server process of the tests and benchmarks starts with: only PATH from
 * ours, the test environment, on the loopback port given, logging at info.
 */
export function processEnv(port: number): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'info',
  };
}

async function waitFor(check: () => boolean, what: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Starts `server/main.ts` (or `dist/server/main.js` with `built`) and waits until it listens. */
export async function startInstance(
  env: Record<string, string>,
  options: { built?: boolean } = {},
): Promise<Instance> {
  const port = await freePort();
  const args = options.built ? ['dist/server/main.js'] : ['--import', 'tsx', 'server/main.ts'];
  const child = spawn(process.execPath, args, {
    env: {
      ...processEnv(port),
      BOT_CHECK_DIFFICULTY: '20',
      OTP_IP_HOURLY_LIMIT: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let errors = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitFor(
    () => output.includes('Server listening') || child.exitCode !== null,
    `the server on port ${port}`,
    30_000,
  );
  if (child.exitCode !== null) throw new Error(`the server exited: ${errors || output}`);
  return {
    child,
    port,
    base: `http://127.0.0.1:${port}`,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The code in the newest console SMS to a number, from the log of the instance that sent it. */
async function codeFromLog(instance: Instance, digits: string): Promise<string> {
  const code = () => codeInSmsLog(instance.output(), `+91${digits}`);
  await waitFor(() => Boolean(code()), `an SMS to ${digits}`, 5_000);
  return code()!;
}

/** Solves the bot check and asks for a code, as a phone does; `instance` is any server address. */
export async function sendCodeOn(instance: { base: string }, digits: string): Promise<Response> {
  const challenge = (await (
    await fetch(`${instance.base}/api/auth/bot-check`)
  ).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return fetch(`${instance.base}/api/auth/send-code`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: digits, botCheck: JSON.stringify({ challenge, solution }) }),
  });
}

/**
 * Signs a number in: the code is requested from `sender` and typed in on `verifier` (the same
 * instance unless given), as a load balancer may send the two requests to different processes.
 * Returns the `cookie` header value.
 */
export async function signInOn(
  sender: Instance,
  digits: string,
  verifier: Instance = sender,
): Promise<string> {
  const sent = await sendCodeOn(sender, digits);
  if (sent.status !== 200) throw new Error(`send-code: ${sent.status} ${await sent.text()}`);
  const code = await codeFromLog(sender, digits);
  const verified = await fetch(`${verifier.base}/api/auth/verify-code`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: digits, code }),
  });
  if (verified.status !== 200) throw new Error(`verify-code: ${verified.status}`);
  return verified.headers.get('set-cookie')!.split(';')[0]!;
}
