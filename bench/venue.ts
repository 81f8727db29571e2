// The venue sign-in: a crowd behind one public address asks for codes within minutes, with the
// shipped per-address ceiling and cost step, each phone solving the bot check it is given then.
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { loadConfig } from '../server/config.js';
import { cpuNow, cpuSince, loadResult, type Timed } from './load.js';
import { mb, withServers, type Context, type Kind, type Row } from './scenarios.js';
import { smsCodesFromLog } from './servers.js';

/** Runs `work` for each item with `concurrency` at a time; times each call of `request`. */
async function crowd<T>(
  items: T[],
  concurrency: number,
  work: (item: T, request: (call: () => Promise<Response>) => Promise<Response>) => Promise<void>,
): Promise<Timed> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const before = cpuNow();
  const request = async (call: () => Promise<Response>) => {
    const at = performance.now();
    const response = await call();
    await response.arrayBuffer().catch(() => null);
    latencies.push(performance.now() - at);
    if (!response.ok) errors += 1;
    return response;
  };
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++]!, request);
    }),
  );
  const used = cpuSince(before);
  latencies.sort((a, b) => a - b);
  return { latencies, errors, seconds: (performance.now() - started) / 1000, ...used };
}

const json = { 'content-type': 'application/json' };

/** (6) `count` phones behind one address: bot check, send code, then verify, as the crowd arrives. */
export async function venueSignIn(kind: Kind, context: Context, count: number): Promise<Row[]> {
  const shipped = loadConfig({});
  // The shipped ceiling and step; a small base cost, so that the load generator's solving (which
  // the phones do on their own processors) does not crowd out the server on two cores.
  const base = 100;
  const env = {
    ...context.serverEnv,
    OTP_IP_HOURLY_LIMIT: String(shipped.otpIpHourlyLimit),
    BOT_CHECK_RATE_STEP: String(shipped.botCheckRateStep),
    BOT_CHECK_DIFFICULTY: String(base),
  };
  return withServers(
    kind,
    { ...context, serverEnv: env },
    1,
    async ([server]) => {
      const url = server!.base;
      const phones = Array.from({ length: count }, (_, i) => String(6100000000 + i));
      let hardest = 0;
      server!.resetPeak();
      const send = await crowd(phones, context.connections, async (phone, request) => {
        const challenge = (await (await fetch(`${url}/api/auth/bot-check`)).json()) as Challenge & {
          parameters: { data: { difficulty: number } };
        };
        hardest = Math.max(hardest, challenge.parameters.data.difficulty);
        const solution = await solveChallenge({ challenge, deriveKey });
        const botCheck = JSON.stringify({ challenge, solution });
        await request(() =>
          fetch(`${url}/api/auth/send-code`, {
            method: 'POST',
            headers: json,
            body: JSON.stringify({ phone, botCheck }),
          }),
        );
      });
      const sendPeak = server!.peakRss();
      const sendCpu = server!.cpuSinceReset();

      const codes = smsCodesFromLog(server!.logFile);
      server!.resetPeak();
      const verify = await crowd(phones, context.connections, async (phone, request) => {
        await request(() =>
          fetch(`${url}/api/auth/verify-code`, {
            method: 'POST',
            headers: json,
            body: JSON.stringify({ phone, code: codes.get(phone) ?? '000000' }),
          }),
        );
      });
      const signedIn = verify.latencies.length - verify.errors;
      const minutes = (send.seconds + verify.seconds) / 60;
      return [
        {
          scenario: 'venue sign-in: send code',
          database: kind,
          result: loadResult(send),
          peakMb: mb(sendPeak),
          serverCpu: sendCpu,
          note: `${count} phones, one address, shipped ceiling and step; bot-check cost rose to ${(hardest / base).toFixed(1)}x the base`,
        },
        {
          scenario: 'venue sign-in: verify',
          database: kind,
          result: loadResult(verify),
          peakMb: mb(server!.peakRss()),
          serverCpu: server!.cpuSinceReset(),
          note: `${signedIn} of ${count} signed in, ${minutes.toFixed(1)} min in all`,
        },
      ];
    },
    async () => {},
  );
}
