// The event's public setup: teams, brand images, slogans, videos, links, pages and switches, as
// organisers have set it. Answered from memory; revalidated on every load (its ETag is the setup's
// version), so a reload never shows what an organiser has replaced, while every image and video has
// an address of its own that is cached for good (server/features/media/routes.ts).
import type { FastifyInstance } from 'fastify';
import type { PublicImage, PublicSite } from '../../../common/api.js';
import { BRAND_SLOTS, type Site, type StoredImage } from '../../../common/site.js';

const mediaUrl = (file: string) => `/media/${file}`;

export function presentImage(image: StoredImage): PublicImage {
  return {
    src: mediaUrl(image.file),
    ...(image.small ? { srcSet: `${mediaUrl(image.small)} 640w, ${mediaUrl(image.file)} ${image.width}w` } : {}),
    width: image.width,
    height: image.height,
  };
}

const maybeImage = (image: StoredImage | null) => (image ? presentImage(image) : null);

export function presentSite(site: Site): PublicSite {
  return {
    version: site.version,
    event: site.event,
    teams: site.teams.map((team) => ({
      key: team.key,
      office: team.office,
      label: team.label,
      capacity: team.capacity,
      logo: maybeImage(team.logo),
      poster: maybeImage(team.poster),
    })),
    brand: Object.fromEntries(
      BRAND_SLOTS.map((slot) => [slot, maybeImage(site.brand[slot] ?? null)]),
    ) as PublicSite['brand'],
    slogans: site.slogans.map((slogan) => presentImage(slogan.image)),
    gallery: site.gallery,
    videos: site.videos.map((video) => ({
      id: video.id,
      title: video.title,
      src: mediaUrl(video.video.file),
      type: video.video.type,
      cover: maybeImage(video.cover),
    })),
    pages: site.pages,
    profile: site.profile,
  };
}

export async function siteRoutes(app: FastifyInstance): Promise<void> {
  // Presented once per version, not once per request: every phone reads it on every load.
  let presented: { version: number; body: string } | null = null;

  app.get('/api/site', async (request, reply) => {
    const site = app.site;
    if (presented?.version !== site.version)
      presented = { version: site.version, body: JSON.stringify(presentSite(site)) };
    const etag = `"site-${site.version}"`;
    reply.header('cache-control', 'no-cache').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(presented.body);
  });
}
