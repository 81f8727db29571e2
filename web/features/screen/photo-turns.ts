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
