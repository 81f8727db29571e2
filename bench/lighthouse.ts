// Lighthouse's mobile performance score for the landing page, the sign-in page and /home, on the
// production build, each measured `runs` times (a score moves by a few points from one run to the next).
// The landing and sign-in pages are opened as by someone not signed in, /home as by a player.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../scripts/chromium.js';
import { newDatabase, seedUsers } from './seed.js';
import { startProduct } from './servers.js';

export type PageScore = {
  path: string;
  run: number;
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  scriptKb: number;
  /** The JavaScript the page asked for before its largest paint, as transferred. */
  scriptBeforeLcpKb: number;
};

/** The targets: every run's performance score, and the signed-out pages' largest paint. */
const TARGETS = { performance: 98, lcpMs: 1500, lcpPaths: ['/', '/register'] };

/** Each run that misses a target, said as a failure of the bench. */
export function lighthouseMisses(scores: PageScore[]): string[] {
  return scores.flatMap((score) => {
    const misses = [
      ...(score.performance < TARGETS.performance
        ? [`performance ${score.performance} < ${TARGETS.performance}`]
        : []),
      ...(TARGETS.lcpPaths.includes(score.path) && score.lcp > TARGETS.lcpMs
        ? [`LCP ${score.lcp} ms > ${TARGETS.lcpMs} ms`]
        : []),
    ];
    return misses.length
      ? [`Lighthouse ${score.path}, run ${score.run}: ${misses.join(', ')}`]
      : [];
  });
}

export async function runLighthouse(dir: string, runs: number): Promise<PageScore[]> {
  const database = await newDatabase('sqlite', dir);
  const [user] = await seedUsers(database.db, 1, { complete: true });
  const server = await startProduct(
    { DATABASE_URL: database.url, STORAGE_URL: database.storageUrl },
    dir,
  );
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  try {
    const scores: PageScore[] = [];
    for (let run = 1; run <= runs; run += 1)
      for (const path of ['/', '/register', '/home']) {
        process.stdout.write(`lighthouse: ${path}, run ${run}…\n`);
        // The default configuration: a mid-range phone on a slow 4G connection, simulated.
        const result = await lighthouse(`${server.base}${path}`, {
          port: chrome.port,
          onlyCategories: ['performance'],
          logLevel: 'error',
          extraHeaders: path === '/home' ? { Cookie: user!.cookie } : {},
        });
        const lhr = result!.lhr;
        // A run Lighthouse could not measure scores 0: say why, so it is not taken for a slow page.
        if (lhr.runtimeError)
          process.stdout.write(
            `lighthouse: ${path}, run ${run}: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}\n`,
          );
        const summary = lhr.audits['resource-summary']?.details as
          { items: { resourceType: string; transferSize: number }[] } | undefined;
        const requests = lhr.audits['network-requests']?.details as
          | {
              items: {
                resourceType?: string;
                transferSize?: number;
                networkRequestTime?: number;
              }[];
            }
          | undefined;
        const observed = lhr.audits.metrics?.details as
          { items: { observedLargestContentfulPaint?: number }[] } | undefined;
        const observedLcp = observed?.items[0]?.observedLargestContentfulPaint ?? Infinity;
        scores.push({
          path,
          run,
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          fcp: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
          lcp: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
          tbt: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
          scriptKb: Math.round(
            (summary?.items.find((item) => item.resourceType === 'script')?.transferSize ?? 0) /
              1000,
          ),
          scriptBeforeLcpKb: Math.round(
            (requests?.items ?? [])
              .filter((item) => item.resourceType === 'Script')
              .filter((item) => (item.networkRequestTime ?? Infinity) < observedLcp)
              .reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1000,
          ),
        });
      }
    return scores;
  } finally {
    chrome.kill();
    await server.stop();
    await database.drop();
  }
}
