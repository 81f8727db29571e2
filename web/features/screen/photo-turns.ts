// Which photo a photo wall's slideshow shows next: a photo no one has seen yet first (the latest of
// them), then round the wall again from the one showing; a photo taken down is simply not there.
import type { WallPhoto } from '../../../common/engage';

/** Each photo shows this long. */
export const PHOTO_TURN_MS = 8_000;

/** `photos`: the approved photos, the latest first; `seen`: the ids this screen has shown. */
export function nextPhoto(
  photos: WallPhoto[],
  current: string | null,
  seen: ReadonlySet<string>,
): WallPhoto | null {
  const unseen = photos.find((photo) => !seen.has(photo.id));
  if (unseen) return unseen;
  const at = photos.findIndex((photo) => photo.id === current);
  if (at === -1) return photos[0] ?? null;
  return photos[(at + 1) % photos.length]!;
}

/**
 * Where each wall's slideshow got to on this screen, so a wall that comes round again (the turns
 * of `auto`) goes on from there rather than from its latest photos. Only ids: a photo taken down
 * is still never shown, as the wall's own list decides.
 */
export type PhotoTurnsMemory = {
  recall: (wall: string) => { id: string | null; seen: ReadonlySet<string> } | undefined;
  keep: (wall: string, shown: { id: string | null; seen: ReadonlySet<string> }) => void;
};

export function createPhotoTurnsMemory(): PhotoTurnsMemory {
  const walls = new Map<string, { id: string | null; seen: ReadonlySet<string> }>();
  return { recall: (wall) => walls.get(wall), keep: (wall, shown) => void walls.set(wall, shown) };
}
