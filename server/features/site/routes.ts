// The event's public setup: teams, brand images, slogans, videos, links, pages and switches, as
// organisers have set it. Answered from memory; revalidated on every load (its ETag is the setup's
// version), so a reload never shows what an organiser has replaced, while every image and video has
// an address of its own that is cached for good (server/features/media/routes.ts). Signed-out
// screens hear of a change on a stream of their own (signed-in ones on /api/live).
import type { FastifyInstance } from 'fastify';
import { openSiteWatch } from '../stats/live-streams.js';
import { presentSite } from './present-site.js';

export async function siteRoutes(app: FastifyInstance): Promise<void> {
  // Presented once per version, not once per request: every phone reads it on every load.
  let presented: { version: number; body: string } | null = null;

  app.get('/api/site', async (request, reply) => {
    const site = app.site;
    if (presented?.version !== site.version)
      presented = { version: site.version, body: JSON.stringify(presentSite(site)) };
    const etag = `"site-${site.version}"`;
    reply.header('cache-control', 'no-cache').header('etag', etag);
    // A proxy or the compression on the way may have weakened it (W/"…"): the version is the same.
    if (request.headers['if-none-match']?.replace(/^W\//, '') === etag)
      return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(presented.body);
  });

  // The landing and sign-in screens' live stream: the setup's version, from memory. No HEAD twin:
  // the hub writes the stream's bytes to the connection itself.
  app.get('/api/site/live', { exposeHeadRoute: false }, async (request, reply) => {
    openSiteWatch(app, request, reply);
  });
}
