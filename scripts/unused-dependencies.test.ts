// The unused-dependency check (npm run lint) reports a listed package nothing uses, and only that.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findUnused } from './unused-dependencies.js';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A project with `files` and a package.json listing `dependencies`, each installed with `bins`. */
function project(
  dependencies: Record<string, string[]>,
  files: Record<string, string>,
  scripts: Record<string, string> = {},
): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'unused-deps-'));
  made.push(root);
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write(
    'package.json',
    JSON.stringify({
      scripts,
      dependencies: Object.fromEntries(Object.keys(dependencies).map((name) => [name, '1'])),
    }),
  );
  for (const [name, bins] of Object.entries(dependencies))
    write(
      `node_modules/${name}/package.json`,
      JSON.stringify({ name, bin: Object.fromEntries(bins.map((bin) => [bin, 'cli.js'])) }),
    );
  for (const [file, text] of Object.entries(files)) write(file, text);
  return root;
}

describe('the unused-dependency check', () => {
  it('reports a listed package that nothing imports or runs', () => {
    const root = project(
      { pino: [], fastify: [], '@scope/kit': [], '@types/react': [], react: [], tsx: ['tsx'] },
      {
        'server/app.ts': "import Fastify from 'fastify';\nimport { x } from '@scope/kit/deep';",
        'web/main.tsx': "const { createRoot } = await import('react');",
      },
      { dev: 'tsx watch server/app.ts' },
    );
    expect(findUnused(root)).toEqual(['pino']);
  });

  it('finds nothing to report in this project', () => {
    expect(findUnused(path.resolve(import.meta.dirname, '..'))).toEqual([]);
  });
});
