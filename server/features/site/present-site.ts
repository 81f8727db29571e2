// The event's setup as the browser reads it: every stored image and video at its own address under
// /media/ (server/features/media/routes.ts), a large image with its phone-sized rendition.
import type { PublicImage, PublicSite } from '../../../common/api.js';
import { BRAND_SLOTS, type Site, type StoredImage } from '../../../common/site.js';

const mediaUrl = (file: string) => `/media/${file}`;

export function presentImage(image: StoredImage): PublicImage {
  return {
    src: mediaUrl(image.file),
    ...(image.small
      ? { srcSet: `${mediaUrl(image.small)} 640w, ${mediaUrl(image.file)} ${image.width}w` }
      : {}),
    width: image.width,
    height: image.height,
  };
}

const maybeImage = (image: StoredImage | null) => (image ? presentImage(image) : null);

/** A team as it is sent anywhere, its two images given by `image` (a URL, a file's path…). */
export function teamWithImages<Image>(
  team: Site['teams'][number],
  image: (slot: 'logo' | 'poster', stored: StoredImage | null) => Image,
) {
  const { key, office, label, capacity } = team;
  return {
    key,
    office,
    label,
    capacity,
    logo: image('logo', team.logo),
    poster: image('poster', team.poster),
  };
}

export function presentSite(site: Site): PublicSite {
  return {
    version: site.version,
    event: site.event,
    teams: site.teams.map((team) => teamWithImages(team, (_slot, image) => maybeImage(image))),
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
    contact: site.contact,
    signIn: site.signIn,
    schedule: site.schedule,
  };
}
