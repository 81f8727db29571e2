// A file reader that misbehaves on request, for the tests of the readers' ceilings: it spins, it
// eats memory, or it answers after a while.
import { AppError } from '../errors.js';
import { fileReaderTask } from '../files/file-reader-task.js';

export type RunawayInput = { behave: 'spin' | 'eat' | 'refuse' | 'answer'; afterMs?: number };

export default fileReaderTask(async ({ behave, afterMs = 0 }: RunawayInput) => {
  if (behave === 'spin') for (;;);
  if (behave === 'eat') {
    const held: string[][] = [];
    for (;;)
      held.push(Array.from({ length: 100_000 }, (_, index) => `cell ${index} ${held.length}`));
  }
  if (behave === 'refuse')
    throw new AppError('quiz_file_malformed', { message: 'line 7', params: { line: 7 } });
  await new Promise((resolve) => setTimeout(resolve, afterMs));
  return { rows: 3 };
});
