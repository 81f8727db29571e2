// The event's public content: teams, links, videos and flags, and the brand images and media files.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { listTeams, type SiteContent } from '../../../common/site.js';
import type { PublicSite } from '../../../common/api.js';
import { AppError, parseInput } from '../../errors.js';
import { findBrandFile } from './brand-files.js';
import { BrandFileParams } from './schemas.js';

/** Content references become URLs the browser can load; https links pass through. */
function contentUrl(ref: string): string {
  return /^https:\/\//.test(ref) ? ref : `/content/${ref}`;
}

function presentSite(site: SiteContent): PublicSite {
  return {
    event: site.event,
    teams: listTeams(site),
    gallery: site.gallery,
    videos: site.videos.map((video) => ({
      title: video.title,
      src: contentUrl(video.src),
      cover: contentUrl(video.cover),
    })),
    profile: site.profile,
  };
}

export async function siteRoutes(app: FastifyInstance): Promise<void> {
  const publicSite = presentSite(app.site);
  const brandDir = path.join(app.config.contentDir, 'brand');

  app.get('/api/site', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return publicSite;
  });

  // Gives this scope reply.sendFile for the brand route below; serves nothing by itself.
  await app.register(fastifyStatic, { root: app.config.contentDir, serve: false });

  // Only the media folders are public: content/ also holds question pools with their answers.
  for (const folder of ['brand', 'videos']) {
    const root = path.join(app.config.contentDir, folder);
    if (!fs.existsSync(root)) continue;
    await app.register(fastifyStatic, {
      root,
      prefix: `/content/${folder}/`,
      decorateReply: false,
      maxAge: '5m',
      index: false,
    });
  }

  app.get('/brand/*', async (request, reply) => {
    const { '*': name } = parseInput(BrandFileParams, request.params, { code: 'not_found' });
    const file = await findBrandFile(brandDir, name);
    if (!file) throw new AppError('not_found');
    return reply.sendFile(file, brandDir, { maxAge: '5m' });
  });
}
