// The documents name only what exists: every relative link, and every inline-code word that starts
// with one of the repository's top-level folders or files, points at a file or folder that is there.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** The documents a newcomer reads, and so the ones that must not name what is gone. */
function checkedDocuments(): string[] {
  const decisions = fs
    .readdirSync(path.join(root, 'docs/decisions'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/decisions/${name}`);
  return [
    'README.md',
    'docs/architecture.md',
    'docs/security.md',
    'docs/performance.md',
    ...decisions,
  ];
}

/** Root entries `.gitignore` leaves alone: build output (`dist/`) and local data are not ours. */
function topLevelEntries(): Set<string> {
  const ignored = new Set(
    fs
      .readFileSync(path.join(root, '.gitignore'), 'utf8')
      .split('\n')
      .map((line) => line.trim().replace(/^\/|\/$/g, ''))
      .filter((line) => line !== '' && !line.startsWith('#') && !/[*?[]/.test(line)),
  );
  ignored.add('.git');
  return new Set(fs.readdirSync(root).filter((name) => !ignored.has(name)));
}

type NamedPath = {
  line: number;
  /** How the document names it: `code` for an inline-code word, `link` for a link's target. */
  kind: 'code' | 'link';
  written: string;
  /** Repository-relative, `/`-separated; `../…` when it points outside the repository. */
  target: string;
  /** The `#fragment` of a link, naming a heading of the target document. */
  anchor?: string;
};

/** Blanks out a fenced block's contents (keeping its newlines, so offsets still give line numbers). */
function withoutFencedBlocks(text: string): string {
  let fence: string | null = null;
  return text
    .split('\n')
    .map((line) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence === null && marker) {
        fence = marker;
        return '';
      }
      if (fence !== null) {
        if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
        return '';
      }
      return line;
    })
    .join('\n');
}

// A word is a placeholder or a pattern, not a path, when it holds any of these: `<feature>`, `*.ts`,
// `{a,b}`, `$HOME`, `…`.
const NOT_A_PATH = /[<>*?{}[\]$…]|\.\.\./;

/**
 * The paths a markdown document names:
 * - the target of each link `[text](target)`, `![alt](target)`, `[label]: target`, `src="…"` or
 *   `href="…"` that is not a web address, resolved from the document's folder (`#anchor` alone
 *   names a heading of the document itself);
 * - each word of an inline code span that starts with a top-level entry and a `/`
 *   (`common/quiz.ts`, `web/features/admin/`, `scripts/test.sh start DIR` gives `scripts/test.sh`),
 *   resolved from the repository's root; placeholders and patterns are skipped.
 * Fenced code blocks are examples of commands and output, and are not read.
 */
function pathsNamed(document: string, text: string, topLevel: Set<string>): NamedPath[] {
  const prose = withoutFencedBlocks(text);
  const found: (NamedPath & { offset: number })[] = [];

  // A code span ends at its closing run of backticks, within its paragraph.
  const codeSpan = /(`+)(?!`)((?:(?!\n[ \t]*\n)[^])*?[^`])\1(?!`)/g;
  for (const span of prose.matchAll(codeSpan)) {
    const [, ticks = '', content = ''] = span;
    const start = span.index + ticks.length;
    for (const word of content.matchAll(/[^\s]+/g)) {
      const written = word[0].replace(/:\d+(?::\d+)?$/, '');
      const slash = written.indexOf('/');
      if (slash <= 0 || !topLevel.has(written.slice(0, slash)) || NOT_A_PATH.test(written))
        continue;
      const offset = start + word.index;
      found.push({ offset, line: 0, kind: 'code', written, target: path.posix.normalize(written) });
    }
  }

  // Links are read with code spans blanked, so `[a](b)` shown as code is not taken for a link.
  const linksOnly = prose.replace(codeSpan, (span) => span.replace(/[^\n]/g, ' '));
  const linkTargets = [
    /\]\(\s*(?:<([^>]*)>|([^\s)]+))(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g,
    /^ {0,3}\[[^\]]+\]:\s*(?:<([^>]*)>|(\S+))/gm,
    /\b(?:src|href)="([^"]*)"()/g,
  ];
  for (const pattern of linkTargets) {
    for (const match of linksOnly.matchAll(pattern)) {
      const written = match[1] || match[2];
      if (!written || /^[a-z][a-z\d+.-]*:/i.test(written)) continue;
      const [file, anchor] = decoded(written).split('#', 2) as [string, string | undefined];
      const target =
        file === ''
          ? document
          : file.startsWith('/')
            ? path.posix.normalize(file.slice(1))
            : path.posix.join(path.posix.dirname(document), file);
      found.push({ offset: match.index, line: 0, kind: 'link', written, target, anchor });
    }
  }
  return found
    .sort((a, b) => a.offset - b.offset)
    .map(({ offset, ...named }) => ({ ...named, line: prose.slice(0, offset).split('\n').length }));
}

/** A link's target as a path: `%20` is a space; a malformed escape is left as written. */
function decoded(target: string): string {
  try {
    return decodeURI(target);
  } catch {
    return target;
  }
}

/** GitHub's ids for a document's headings: lower case, punctuation dropped, spaces as hyphens. */
function headingIds(text: string): Set<string> {
  const ids = new Set<string>();
  const seen = new Map<string, number>();
  for (const heading of withoutFencedBlocks(text).matchAll(/^ {0,3}#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const id = (heading[1] ?? '')
      .replace(/`/g, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(id) ?? 0;
    seen.set(id, count + 1);
    ids.add(count === 0 ? id : `${id}-${count}`);
  }
  return ids;
}

function git(...args: string[]): string {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : '';
}

/** Where a rename (`R…\tfrom\tto` lines of git's name-status) took `target`, a file or a folder. */
function renamedTo(nameStatus: string, target: string): string | undefined {
  const folder = target.replace(/\/?$/, '/');
  for (const [status, from, to] of nameStatus.split('\n').map((line) => line.split('\t'))) {
    if (!status?.startsWith('R') || !from || !to) continue;
    if (from === target) return to;
    const inside = from.slice(folder.length);
    if (from.startsWith(folder) && to.endsWith(`/${inside}`)) return to.slice(0, -inside.length);
  }
  return undefined;
}

/** Where a missing path went, as far as the working tree and git's history can tell. */
function whereItWent(target: string): string {
  const renamedNow = renamedTo(git('diff', 'HEAD', '-M', '--name-status'), target);
  if (renamedNow) return `it is being renamed to \`${renamedNow}\` (not yet committed)`;

  const removedIn = git('log', '-1', '--diff-filter=D', '--format=%h', '--', target);
  if (removedIn) {
    const commit = `${removedIn} ("${git('log', '-1', '--format=%s', removedIn)}")`;
    const renamed = renamedTo(git('show', '-M', '--name-status', '--format=', removedIn), target);
    return renamed ? `${commit} renamed it to \`${renamed}\`` : `${commit} deleted it`;
  }

  const name = path.posix.basename(target);
  const places = new Set<string>();
  for (const file of git('ls-files', '--cached', '--others', '--exclude-standard').split('\n')) {
    const parts = file.split('/');
    const at = parts.lastIndexOf(name);
    if (at < 0 || !fs.existsSync(path.join(root, file))) continue;
    places.add(at === parts.length - 1 ? file : `${parts.slice(0, at + 1).join('/')}/`);
  }
  const found = [...places].slice(0, 3).map((place) => `\`${place}\``);
  return found.length > 0
    ? `something of that name is at ${found.join(', ')}`
    : 'nothing of that name is in the repository';
}

/** Every path a checked document names that is not there, one line each, with a hint to the fix. */
function missingPaths(): string[] {
  const topLevel = topLevelEntries();
  const problems: string[] = [];
  for (const document of checkedDocuments()) {
    const text = fs.readFileSync(path.join(root, document), 'utf8');
    for (const named of pathsNamed(document, text, topLevel)) {
      const where = `${document}:${named.line}`;
      const as = named.kind === 'code' ? `\`${named.written}\`` : `a link to ${named.written}`;
      const file = path.join(root, named.target);
      if (named.target.startsWith('..') || !fs.existsSync(file)) {
        problems.push(
          `${where} names ${as}, but ${named.target} does not exist; ${whereItWent(named.target)}.`,
        );
      } else if (named.anchor && fs.statSync(file).isFile() && named.target.endsWith('.md')) {
        if (!headingIds(fs.readFileSync(file, 'utf8')).has(named.anchor))
          problems.push(
            `${where} names ${as}, but ${named.target} has no heading whose id is #${named.anchor}.`,
          );
      }
    }
  }
  return problems;
}

describe('paths named by the documents', () => {
  const topLevel = new Set(['common', 'docs', 'server', 'web', 'scripts', 'README.md']);

  it('reads inline code words that start with a top-level folder, at their line', () => {
    const text = [
      '# Title',
      'Edit `server/features/quiz/quiz-service.ts` and `web/features/admin/`;',
      'run `scripts/pg-cluster.sh start DIR`, or `npx tsx',
      'scripts/crash-test.ts`; then `server/errors.ts:42`.',
    ].join('\n');
    expect(pathsNamed('docs/a.md', text, topLevel).map((p) => [p.line, p.target])).toEqual([
      [2, 'server/features/quiz/quiz-service.ts'],
      [2, 'web/features/admin/'],
      [3, 'scripts/pg-cluster.sh'],
      [4, 'scripts/crash-test.ts'],
      [4, 'server/errors.ts'],
    ]);
  });

  it('skips placeholders, patterns, other roots, bare names and fenced blocks', () => {
    const text = [
      '`server/features/<feature>/routes.ts`, `web/features/*/*.css`, `dist/web`, `/api/site`,',
      '`site-store.ts`, `content/{a,b}`, `media/<sha256>.webp`',
      '```sh',
      'scripts/gone.sh `common/gone.ts` [x](../gone.md)',
      '```',
    ].join('\n');
    expect(pathsNamed('docs/a.md', text, topLevel)).toEqual([]);
  });

  it('resolves links from the document, keeps their anchor, and leaves web addresses alone', () => {
    const text = [
      'See [quiz](../common/quiz.ts), [`pools`](../common/pools.ts "old"), [up](#quick-start),',
      '[site](https://example.org/a.md), [mail](mailto:a@b.c), ![shot](screenshots/a%20b.png),',
      '<img src="screenshots/c.png"> and [007](decisions/007-x.md#context). `[no](link.md)`',
    ].join('\n');
    const named = pathsNamed('docs/architecture.md', text, new Set());
    expect(named.map((p) => [p.line, p.target, p.anchor])).toEqual([
      [1, 'common/quiz.ts', undefined],
      [1, 'common/pools.ts', undefined],
      [1, 'docs/architecture.md', 'quick-start'],
      [2, 'docs/screenshots/a b.png', undefined],
      [3, 'docs/screenshots/c.png', undefined],
      [3, 'docs/decisions/007-x.md', 'context'],
    ]);
  });

  it("gives headings GitHub's ids", () => {
    const text =
      "# Utsav\n## Quick start\n## The venue's screen\n## Quick start\n```\n# not one\n```";
    expect([...headingIds(text)]).toEqual([
      'utsav',
      'quick-start',
      'the-venues-screen',
      'quick-start-1',
    ]);
  });

  it('finds every path the README, docs/*.md and the decision records name', () => {
    const problems = missingPaths();
    expect(
      problems,
      `These documents name paths that are not in the repository. Change each to where the file is ` +
        `now, or reword it if the file is gone:\n${problems.join('\n')}\n`,
    ).toEqual([]);
  });
});
