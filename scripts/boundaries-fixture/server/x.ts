// Breaks server-not-web.
import { y } from '../web/y.js';

export const x = y;
