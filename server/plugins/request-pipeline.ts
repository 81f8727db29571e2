// What every request passes through around its route: our error shape, the refusal of text no
// database keeps, the security headers and the origin check, compression, cookies, and its timing.
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import { installErrorHandler } from '../errors.js';
import { installInputGuard } from '../input-guard.js';
import { installMetrics } from '../metrics.js';
import { installOriginCheck } from '../origin-check.js';
import { securityHeaders } from '../security-headers.js';
import { appPlugin } from './app-plugin.js';

export const requestPipeline = appPlugin('request-pipeline', async (app) => {
  installErrorHandler(app);
  installInputGuard(app);
  await securityHeaders(app);
  installOriginCheck(app);
  // gzip/brotli for scripts, styles, SVG and JSON; the live stream is hijacked and never compressed.
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifyCookie);
  installMetrics(app);
});
