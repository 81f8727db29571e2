// What the deployment journeys share: the running stack, the codes its SMS provider was asked to
// send, and the demo registry for journeys that register people.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { expect } from '@playwright/test';
import { STACK_FILE, type Stack } from './stack.js';

export const stack = JSON.parse(fs.readFileSync(STACK_FILE, 'utf8')) as Stack;

function sentTo(phone: string): string[] {
  const lines = fs.readFileSync(stack.smsFile, 'utf8').split('\n').filter(Boolean);
  return lines
    .map((line) => JSON.parse(line) as { to: string; code: string })
    .filter((message) => message.to === phone)
    .map((message) => message.code);
}

/** How many codes the SMS provider has been asked to send to a number so far. */
export function codesSentTo(phone: string): number {
  return sentTo(phone).length;
}

/**
 * The newest code the SMS provider was asked to send to a number (+91 and ten digits), once more
 * than `before` were sent to it.
 */
export async function smsCode(phone: string, before = 0): Promise<string> {
  await expect.poll(() => codesSentTo(phone)).toBeGreaterThan(before);
  const code = sentTo(phone).at(-1)!;
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

/**
 * Loads the demo registry with the command-line import, for a journey run on its own: the first-run
 * journey loads it in the browser, and a code already present is left as it is.
 */
export function loadDemoRegistry(): void {
  execFileSync(
    process.execPath,
    ['dist/server/cli/employees-import.js', 'content/demo-employees.csv'],
    {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: stack.databaseUrl,
        PUBLIC_URL: stack.base,
      },
      stdio: 'pipe',
    },
  );
}
