// Breaks common-imports-neither and common-no-node.
import fs from 'node:fs';
import { x } from '../server/x.js';

export const c = [fs, x];
