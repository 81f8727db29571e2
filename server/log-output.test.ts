// The log's lines reach standard output once per turn of the event loop, in order, and none is lost.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { linesPerTurn } from './log-output.js';

describe('log lines per turn', () => {
  it('writes the lines of one turn together, in order, after the turn', async () => {
    const writes: string[] = [];
    const lines = linesPerTurn((text) => writes.push(text));
    lines.write('a\n');
    lines.write('b\n');
    expect(writes).toEqual([]);
    await nextTurn();
    lines.write('c\n');
    await nextTurn();
    expect(writes).toEqual(['a\nb\n', 'c\n']);
  });

  it('writes what is pending at once when flushed, as the process exits, and nothing twice', async () => {
    const writes: string[] = [];
    const lines = linesPerTurn((text) => writes.push(text));
    lines.write('last\n');
    lines.flush();
    expect(writes).toEqual(['last\n']);
    await nextTurn();
    expect(writes).toEqual(['last\n']);
  });
});
