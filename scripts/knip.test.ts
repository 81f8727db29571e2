// The unused-code check (knip, in npm run lint) reports what nothing uses: a listed package nothing
// imports or runs, and an export no other module imports; and it finds nothing in this project.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

type Report = {
  issues: {
    file: string;
    dependencies: { name: string }[];
    exports: { name: string }[];
    types: { name: string }[];
  }[];
};

function knip(cwd: string): { status: number | null; report: Report } {
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/knip/bin/knip.js'), '--reporter', 'json', '--no-progress'],
    { cwd, encoding: 'utf8' },
  );
  return { status: result.status, report: JSON.parse(result.stdout) as Report };
}

/** A project of `files`, with a package.json listing `dependencies`. */
function project(dependencies: string[], files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'unused-code-'));
  made.push(dir);
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write(
    'package.json',
    JSON.stringify({
      name: 'fixture',
      type: 'module',
      main: 'main.js',
      dependencies: Object.fromEntries(dependencies.map((name) => [name, '1.0.0'])),
    }),
  );
  for (const name of dependencies)
    write(`node_modules/${name}/package.json`, JSON.stringify({ name, main: 'index.js' }));
  for (const [file, text] of Object.entries(files)) write(file, text);
  return dir;
}

describe('the unused-code check', () => {
  it('reports a listed package that nothing imports, and an export only its own file uses', () => {
    const dir = project(['fastify', 'pino'], {
      'main.js':
        "import Fastify from 'fastify';\nimport { used } from './lib.js';\nused(Fastify);\n",
      'lib.js': 'export const LIMIT = 3;\nexport function used(x) {\n  return [x, LIMIT];\n}\n',
    });
    const { status, report } = knip(dir);
    expect(status).not.toBe(0);
    const found = report.issues.flatMap((issue) => [
      ...issue.dependencies.map((d) => `dependency ${d.name}`),
      ...issue.exports.map((e) => `export ${issue.file}: ${e.name}`),
    ]);
    expect(found.sort()).toEqual(['dependency pino', 'export lib.js: LIMIT']);
  });

  it('finds nothing to report in this project', () => {
    const { status, report } = knip(root);
    expect(report.issues).toEqual([]);
    expect(status).toBe(0);
  });
});
