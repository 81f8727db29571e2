// Breaks no-cycle, with cycle-b.ts.
import { b } from './cycle-b.js';

export const a = () => b;
