// Breaks web-not-server and feature-not-into-other-screens.
import { x } from '../../../server/x.js';
import { B } from '../b/b-page.js';

export const A = [x, B];
