// A photo wall on a venue screen: the approved photos as a slideshow, a new one first, each for a
// few seconds, cross-fading into the next, whole on a dark ground, with its team. A photo taken
// down leaves at once: the screen keeps no photo the server no longer lists.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveActivity, WallPhoto } from '../../../common/engage';
import { nextPhoto, PHOTO_TURN_MS, type PhotoTurnsMemory } from './photo-turns';

type Props = {
  activity: LiveActivity;
  labelOf: (team: string) => string;
  memory: PhotoTurnsMemory;
};

/** The photo showing, the one it fades from, and the photos this screen has shown (with it). */
type Turn = {
  id: string | null;
  previous: string | null;
  turn: number;
  seen: ReadonlySet<string>;
};

const turnTo = (photo: WallPhoto | null, previous: string | null, was: Turn): Turn => ({
  id: photo?.id ?? null,
  previous,
  turn: was.turn + 1,
  seen: photo ? new Set(was.seen).add(photo.id) : was.seen,
});

/** The photo showing now and the one it fades from; each turn ends the next after its time. */
function usePhotoTurns(wall: string, photos: WallPhoto[], memory: PhotoTurnsMemory) {
  const [turn, setTurn] = useState<Turn>(() => {
    const { id, seen } = memory.recall(wall) ?? { id: null, seen: new Set<string>() };
    return { id, previous: null, turn: 0, seen };
  });
  // The one showing was taken down (or none shows yet): the next shows at once, with no fade
  // from a photo no longer on the wall.
  const showing = photos.find((photo) => photo.id === turn.id) ?? null;
  if (!showing) {
    const next = nextPhoto(photos, turn.id, turn.seen);
    if ((next?.id ?? null) !== turn.id) setTurn(turnTo(next, null, turn));
  }
  const previous = photos.find((photo) => photo.id === turn.previous && photo !== showing) ?? null;
  const latest = useRef(photos);
  useEffect(() => {
    latest.current = photos;
  }, [photos]);

  useEffect(() => {
    memory.keep(wall, { id: turn.id, seen: turn.seen });
  }, [memory, wall, turn.id, turn.seen]);

  useEffect(() => {
    if (!turn.id) return;
    const shown = turn.id;
    // The next photo loads while this one shows, so it can fade in whole.
    const upcoming = nextPhoto(latest.current, shown, turn.seen);
    if (upcoming && upcoming.id !== shown) new Image().src = upcoming.url;
    const timer = window.setTimeout(
      () => setTurn((was) => turnTo(nextPhoto(latest.current, shown, was.seen), shown, was)),
      PHOTO_TURN_MS,
    );
    return () => window.clearTimeout(timer);
  }, [turn.id, turn.turn, turn.seen]);

  return { current: showing, previous };
}

export function PhotoWallScreen({ activity, labelOf, memory }: Props) {
  const { t } = useTranslation();
  const { current, previous } = usePhotoTurns(activity.id, activity.photos?.photos ?? [], memory);
  if (!current) return <p className="screen-engage-empty">{t('screen.photosEmpty')}</p>;
  const layers = previous ? [previous, current] : [current];
  return (
    <div className="screen-photos">
      {layers.map((photo) => {
        const team = labelOf(photo.team);
        return (
          <figure key={photo.id} className="screen-photo" aria-hidden={photo !== current}>
            <img src={photo.url} alt={t('screen.photoOf', { team })} />
            <figcaption>{team}</figcaption>
          </figure>
        );
      })}
    </div>
  );
}
