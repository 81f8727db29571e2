// Checks the JavaScript a phone downloads before the landing page and /home can run, gzip-compressed,
// against the budget. Reads the build's chunk graph (dist/web/.vite/manifest.json): the entry, every
// chunk it imports statically, and the route's own chunk when the route is loaded on demand. Checks
// the first screen's styles too: the stylesheets index.html links, which hold only what the app's
// frame and its first screens show, since every other screen's styles come with that screen's code.
//   node scripts/client-budget.mjs [results.json]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

// React 19 and React DOM, the data router, i18next and TanStack Query are 123 kB of it before a line
// of the app's own (decision 010); the app's first screen and its English texts add about 15 kB.
// Measured at 143.3 kB since the signed-out screens and Home stopped waiting for it (decision 020).
const BUDGET_BYTES = 144 * 1000;
// The shared look (colours, header, buttons, forms, dialogs) with the landing, legal and home pages
// measured 2.6 kB; the whole app's styles in one file were 3.9 kB.
const STYLES_BUDGET_BYTES = 3 * 1000;
const WEB_DIR = 'dist/web';
/** The screens that must open fast, and the source module that renders each. */
const ROUTES = {
  '/': 'features/landing/landing-page.tsx',
  '/home': 'features/home/home-page.tsx',
};

const manifestFile = path.join(WEB_DIR, '.vite/manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error(`${manifestFile} is missing: run npm run build first`);
  process.exit(2);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));

/** Every chunk loaded with `key` before it runs: itself and its static imports, transitively. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(imported, seen);
  return seen;
}

const gzipSize = (file) =>
  zlib.gzipSync(fs.readFileSync(path.join(WEB_DIR, file)), { level: 9 }).length;
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);

/** Every text of a locale file, at any depth. */
const textsOf = (file) => {
  const texts = [];
  const walk = (value) =>
    typeof value === 'string' ? texts.push(value) : Object.values(value).forEach(walk);
  walk(JSON.parse(fs.readFileSync(file, 'utf8')));
  return texts;
};
// A Hindi phone's first screen: the English one and the first screen's Hindi texts, asked for once
// Hindi is chosen. None of the admin area's Hindi texts may come with it (they come with the admin
// area), and it stays within HINDI_EXTRA_BYTES of the English one.
const HINDI_TEXTS = 'locales/hi/player.json';
const HINDI_EXTRA_BYTES = 5 * 1000;
const playerTexts = new Set(textsOf('web/locales/hi/player.json'));
const adminOnlyTexts = textsOf('web/locales/hi/admin.json').filter(
  (text) => text.length >= 12 && !playerTexts.has(text),
);

const results = Object.entries(ROUTES).map(([route, source]) => {
  const chunks = closure(entry);
  // A route in the entry's own graph costs nothing more; a lazy one adds its chunk graph.
  if (manifest[source] && !chunks.has(source)) closure(source, chunks);
  const files = [...chunks].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const bytes = files.reduce((sum, file) => sum + gzipSize(file), 0);
  return { route, files: files.length, bytes, ok: bytes <= BUDGET_BYTES };
});

const hindi = Object.entries(ROUTES).map(([route, source]) => {
  const chunks = closure(entry);
  if (manifest[source] && !chunks.has(source)) closure(source, chunks);
  closure(HINDI_TEXTS, chunks);
  const files = [...chunks].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const bytes = files.reduce((sum, file) => sum + gzipSize(file), 0);
  const english = results.find((result) => result.route === route).bytes;
  const code = files.map((file) => fs.readFileSync(path.join(WEB_DIR, file), 'utf8')).join('\n');
  // Whole texts, as the bundler quotes them: an admin text may be part of a longer player's one.
  const adminTexts = adminOnlyTexts.filter((text) =>
    ['"', "'", '`'].some((quote) => code.includes(`${quote}${text}${quote}`)),
  ).length;
  const ok = bytes - english <= HINDI_EXTRA_BYTES && adminTexts === 0;
  return {
    route: `${route} (Hindi)`,
    files: files.length,
    bytes,
    extra: bytes - english,
    adminTexts,
    ok,
  };
});

// Every stylesheet the page links before it paints: `<link rel="stylesheet" href="/assets/...">`.
const indexHtml = fs.readFileSync(path.join(WEB_DIR, 'index.html'), 'utf8');
const stylesheets = [...indexHtml.matchAll(/<link\b[^>]*>/g)]
  .map(([tag]) => tag)
  .filter((tag) => /\brel=["']?stylesheet\b/.test(tag))
  .map((tag) => /\bhref=["']?\/?([^"' >]+)/.exec(tag)[1]);
const stylesBytes = stylesheets.reduce((sum, file) => sum + gzipSize(file), 0);
const styles = {
  files: stylesheets.length,
  bytes: stylesBytes,
  ok: stylesheets.length > 0 && stylesBytes <= STYLES_BUDGET_BYTES,
};

// React's development build (JSX compiled for its dev runtime, checks and warnings on every render)
// must never reach a phone, whatever NODE_ENV the build was run with.
const developmentFiles = fs
  .readdirSync(path.join(WEB_DIR, 'assets'))
  .filter((file) => file.endsWith('.js'))
  .filter((file) => /\bjsxDEV\b/.test(fs.readFileSync(path.join(WEB_DIR, 'assets', file), 'utf8')));
const production = developmentFiles.length === 0;
if (!production) {
  console.log(
    `DEV  dist/web is React's development build (${developmentFiles.length} files use its dev runtime): build it with npm run build, which builds for production whatever NODE_ENV says`,
  );
}

for (const { route, files, bytes, ok } of results) {
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${route.padEnd(6)} ${(bytes / 1000).toFixed(1)} kB gzip in ${files} files (budget ${BUDGET_BYTES / 1000} kB)`,
  );
}
for (const { route, files, bytes, extra, adminTexts, ok } of hindi) {
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${route} ${(bytes / 1000).toFixed(1)} kB gzip in ${files} files: ${(extra / 1000).toFixed(1)} kB more than English (at most ${HINDI_EXTRA_BYTES / 1000} kB), ${adminTexts} of the admin area's Hindi texts (none allowed)`,
  );
}
console.log(
  `${styles.ok ? 'ok  ' : 'OVER'} styles ${(styles.bytes / 1000).toFixed(1)} kB gzip in ${styles.files} files linked by index.html (budget ${STYLES_BUDGET_BYTES / 1000} kB)`,
);

// In the shape of a Vitest JSON report, so the suite's summary counts these checks.
const out = process.argv[2];
if (out) {
  const failed =
    [...results, ...hindi].filter((result) => !result.ok).length +
    (styles.ok ? 0 : 1) +
    (production ? 0 : 1);
  fs.writeFileSync(
    out,
    JSON.stringify({
      numPassedTests: results.length + hindi.length + 2 - failed,
      numFailedTests: failed,
      numPendingTests: 0,
      numTodoTests: 0,
      budgets: [...results, ...hindi],
      styles,
      production,
    }),
  );
}
process.exit(
  production && styles.ok && [...results, ...hindi].every((result) => result.ok) ? 0 : 1,
);
