// Fails when package.json lists a package nothing uses: not imported by any source, test or config
// file, not a command run by a script, and not the types of one that is. (knip does this and more,
// but its parser ships platform packages that were never published, and `npm ci` then refuses the
// lock file.)
//   npx tsx scripts/unused-dependencies.ts
import fs from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/;
const SKIP = new Set(['node_modules', 'dist', 'data', 'test-results', 'playwright-report', '.git']);
const SHELL = /\.sh$|^run$/;

/** Every file under `dir` (skipping build output and dependencies) whose name matches `pattern`. */
function files(dir: string, pattern: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name) || entry.name === '.tmp') return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full, pattern);
    return pattern.test(entry.name) ? [full] : [];
  });
}

/** The package a bare specifier names: `react-dom/client` → react-dom, `@a/b/c` → @a/b. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:'))
    return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

const IMPORT = /(?:from\s+|import\s*\(\s*|require\s*\(\s*|import\s+)['"]([^'"]+)['"]/g;

/** The packages `root`'s code imports, and the commands its scripts run. */
type Manifest = {
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};

export function usage(root: string) {
  const imported = new Set<string>();
  for (const file of files(root, SOURCE)) {
    for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const name = packageOf(specifier!);
      if (name) imported.add(name);
    }
  }
  // Configuration files also name packages as plain strings (Vitest's `environment: 'jsdom'`).
  for (const file of files(root, /\.config\.(ts|js|mjs|cjs)$/)) {
    for (const [, text] of fs.readFileSync(file, 'utf8').matchAll(/['"]([@\w][\w@./-]*)['"]/g)) {
      const name = packageOf(text!);
      if (name) imported.add(name);
    }
  }
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as Manifest;
  const commandText = [
    ...Object.values(manifest.scripts ?? {}),
    ...files(root, SHELL).map((file) => fs.readFileSync(file, 'utf8')),
  ].join('\n');
  const words = new Set(commandText.match(/[\w@./-]+/g) ?? []);
  return { manifest, imported, words };
}

/** The commands a package installs (its package.json `bin`). */
function commandsOf(root: string, name: string): string[] {
  const file = path.join(root, 'node_modules', name, 'package.json');
  if (!fs.existsSync(file)) return [];
  const { bin } = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    bin?: string | Record<string, string>;
  };
  if (!bin) return [];
  return typeof bin === 'string' ? [name.split('/').pop()!] : Object.keys(bin);
}

/** The listed packages nothing uses. */
export function findUnused(root: string): string[] {
  const { manifest, imported, words } = usage(root);
  const listed = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
  const used = (name: string): boolean =>
    imported.has(name) ||
    commandsOf(root, name).some((command) => words.has(command)) ||
    // Types are used with their package (or with Node itself).
    (name.startsWith('@types/') &&
      (() => {
        const typed = name.slice('@types/'.length).replace(/^(.+)__(.+)$/, '@$1/$2');
        return typed === 'node' || imported.has(typed) || listed.includes(typed);
      })());
  return listed.filter((name) => !used(name));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const unused = findUnused(process.cwd());
  if (unused.length > 0) {
    console.error(`package.json lists packages nothing uses: ${unused.join(', ')}`);
    process.exit(1);
  }
}
