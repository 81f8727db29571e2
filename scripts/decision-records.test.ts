// The decision records (docs/decisions/NNN-title.md) are numbered without gaps, and each says under
// its title when it was taken and whether it still holds; one that was replaced links to the record
// that replaced it, and that record links back.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const folder = 'docs/decisions';

const FILE_NAME = /^(\d{3})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const STATUS_LINE = /^Date: (\d{4}-\d{2}-\d{2}) · Status: (accepted|superseded by (\d{3}))$/;

function isCalendarDate(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/** Whether `text` holds a markdown link to the record `file` of the same folder. */
function linksTo(text: string, file: string): boolean {
  return text.includes(`](${file})`) || text.includes(`](./${file})`);
}

/**
 * What is wrong with a set of decision records, one line each, naming the fix.
 * `records` maps a file name to its text; `addedOn` gives the day a file was first committed.
 */
function recordProblems(records: Map<string, string>, addedOn: (file: string) => string): string[] {
  const problems: string[] = [];
  const byNumber = new Map<number, string>();

  for (const file of records.keys()) {
    const number = FILE_NAME.exec(file)?.[1];
    if (!number) {
      problems.push(
        `${folder}/${file}: name it NNN-title.md (three digits, lower-case words with hyphens).`,
      );
      continue;
    }
    const other = byNumber.get(Number(number));
    if (other) problems.push(`${folder}/${file}: ${other} has the number ${number} too.`);
    else byNumber.set(Number(number), file);
  }

  const highest = Math.max(0, ...byNumber.keys());
  for (let number = 1; number <= highest; number++) {
    if (byNumber.has(number)) continue;
    const nnn = String(number).padStart(3, '0');
    problems.push(
      `${folder}: no decision ${nnn}; records are numbered from 001 without gaps. A record that ` +
        `was replaced stays, with "Status: superseded by NNN" (find a deleted one with ` +
        `\`git log --all --diff-filter=D --name-only -- ${folder}/\`).`,
    );
  }

  for (const [number, file] of [...byNumber].sort(([a], [b]) => a - b)) {
    const nnn = String(number).padStart(3, '0');
    const lines = (records.get(file) ?? '').split('\n');
    const where = `${folder}/${file}`;
    if (!lines[0]?.startsWith(`# ${nnn} — `)) {
      problems.push(`${where}:1: the first line is the title, \`# ${nnn} — <what was decided>\`.`);
    }
    const statusAt = lines.findIndex((line, index) => index > 0 && line.trim() !== '');
    const match = STATUS_LINE.exec(lines[statusAt] ?? '');
    if (!match) {
      problems.push(
        `${where}:${statusAt + 1}: under the title goes the day it was taken and whether it holds, ` +
          `as \`Date: ${addedOn(file)} · Status: accepted\` (or \`Status: superseded by NNN\`).`,
      );
      continue;
    }
    const [, day = '', , successor] = match;
    if (!isCalendarDate(day)) {
      problems.push(`${where}:${statusAt + 1}: ${day} is not a day of the calendar.`);
    }
    if (successor === undefined) continue;

    const successorFile = byNumber.get(Number(successor));
    if (!successorFile || Number(successor) === number) {
      problems.push(
        `${where}:${statusAt + 1}: it is superseded by ${successor}, which is no record.`,
      );
      continue;
    }
    if (!linksTo(records.get(file) ?? '', successorFile)) {
      problems.push(
        `${where}: superseded by ${successor}, so it links to it: \`Superseded by [${successor}](${successorFile})\`.`,
      );
    }
    if (!linksTo(records.get(successorFile) ?? '', file)) {
      problems.push(
        `${folder}/${successorFile}: it replaced ${nnn}, so it says so under its status line: ` +
          `\`Supersedes [${nnn}](${file})\`.`,
      );
    }
  }
  return problems;
}

/** The day git first saw the file, or today for one not yet committed. */
function dayAdded(file: string): string {
  const result = spawnSync(
    'git',
    ['log', '--diff-filter=A', '--format=%as', '--', `${folder}/${file}`],
    { cwd: root, encoding: 'utf8' },
  );
  const days = result.status === 0 ? result.stdout.trim().split('\n').filter(Boolean) : [];
  return days.at(-1) ?? new Date().toISOString().slice(0, 10);
}

describe('decision records', () => {
  const added = () => '2026-05-14';

  it('accepts records numbered from 001, each with its date and status, a replaced one linked both ways', () => {
    const records = new Map([
      ['001-one.md', '# 001 — One\n\nDate: 2026-05-14 · Status: accepted\n\n## Context\n'],
      [
        '002-two.md',
        '# 002 — Two\n\nDate: 2026-05-15 · Status: superseded by 003\n\nSuperseded by [003](003-three.md).\n',
      ],
      [
        '003-three.md',
        '# 003 — Three\n\nDate: 2026-05-16 · Status: accepted\n\nSupersedes [002](002-two.md).\n',
      ],
    ]);
    expect(recordProblems(records, added)).toEqual([]);
  });

  it('names a gap, a missing status line with the day to write, a bad day and a one-way replacement', () => {
    const records = new Map([
      ['001-one.md', '# 001 — One\n\n## Context\n'],
      ['003-three.md', '# 003 — Three\n\nDate: 2026-02-30 · Status: superseded by 004\n'],
      ['004-four.md', '# 004 — Four\n\nDate: 2026-05-16 · Status: accepted\n'],
      ['Notes.md', '# Notes\n'],
    ]);
    expect(recordProblems(records, added)).toEqual([
      'docs/decisions/Notes.md: name it NNN-title.md (three digits, lower-case words with hyphens).',
      expect.stringContaining('docs/decisions: no decision 002; records are numbered from 001'),
      'docs/decisions/001-one.md:3: under the title goes the day it was taken and whether it holds, as `Date: 2026-05-14 · Status: accepted` (or `Status: superseded by NNN`).',
      'docs/decisions/003-three.md:3: 2026-02-30 is not a day of the calendar.',
      'docs/decisions/003-three.md: superseded by 004, so it links to it: `Superseded by [004](004-four.md)`.',
      'docs/decisions/004-four.md: it replaced 003, so it says so under its status line: `Supersedes [003](003-three.md)`.',
    ]);
  });

  it(`holds for every record in ${folder}/`, () => {
    const records = new Map(
      fs
        .readdirSync(path.join(root, folder))
        .sort()
        .map((file) => [file, fs.readFileSync(path.join(root, folder, file), 'utf8')]),
    );
    const problems = recordProblems(records, dayAdded);
    expect(problems, `Decision records to fix:\n${problems.join('\n')}\n`).toEqual([]);
  });
});
