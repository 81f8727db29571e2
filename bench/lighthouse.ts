// Lighthouse's mobile performance score for the landing page, the sign-in page and /home, on the
// production build, each measured `runs` times (a score moves by a few points from one run to the next).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../scripts/chromium.js';
import { newDatabase, seedUsers } from './seed.js';
import { startProduct } from './servers.js';

export type PageScore = {
  path: string;
  run: number;
  performance: number;
  lcp: number;
  tbt: number;
  scriptKb: number;
};

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
          extraHeaders: path === '/' ? {} : { Cookie: user!.cookie },
        });
        const lhr = result!.lhr;
        const summary = lhr.audits['resource-summary']?.details as
          { items: { resourceType: string; transferSize: number }[] } | undefined;
        scores.push({
          path,
          run,
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcp: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
          tbt: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
          scriptKb: Math.round(
            (summary?.items.find((item) => item.resourceType === 'script')?.transferSize ?? 0) /
              1000,
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
