// The module boundaries (.dependency-cruiser.cjs) report what they forbid: a fixture that breaks
// each rule once must fail every one of them, and nothing else.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const configFile = path.join(root, '.dependency-cruiser.cjs');
const { forbidden } = createRequire(import.meta.url)(configFile) as {
  forbidden: { name: string }[];
};

type Report = { summary: { error: number; violations: { rule: { name: string } }[] } };

function cruise(cwd: string, ...args: string[]): Report {
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
      '--config',
      configFile,
      '--output-type',
      'json',
      ...args,
    ],
    { cwd, encoding: 'utf8' },
  );
  return JSON.parse(result.stdout) as Report;
}

describe('module boundaries', () => {
  it('reports every rule the fixture breaks', () => {
    const fixture = path.join(root, 'scripts/boundaries-fixture');
    const report = cruise(fixture, '--ts-config', 'tsconfig.json', 'web', 'server', 'common');
    const broken = report.summary.violations.map((violation) => violation.rule.name).sort();
    expect(broken).toEqual(forbidden.map((rule) => rule.name).sort());
  });
});
