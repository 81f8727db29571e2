// Event Videos (/event-videos): six cover tiles; a tile opens the full-screen lightbox on its video.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Lightbox from 'yet-another-react-lightbox';
import Video from 'yet-another-react-lightbox/plugins/video';
import 'yet-another-react-lightbox/styles.css';
import { LoadFailure } from '../../components/load-failure';
import { useSite } from '../../lib/use-site';
import './events.css';

/** The spec's lightbox constants (they are also the library's defaults). */
export const LIGHTBOX = { preload: 2, fadeMs: 250, swipeMs: 500 };
const CLOSED = -1;

export function EventVideosPage() {
  const { t } = useTranslation();
  const { data: site, isPending, isError, refetch } = useSite();
  // Open when the index is 0 or more, closed at -1 (spec §4).
  const [index, setIndex] = useState(CLOSED);
  const videos = site?.videos ?? [];

  return (
    <div className="page event-videos">
      <h1>{t('events.videos')}</h1>
      {isError && !site && <LoadFailure onRetry={() => void refetch()} />}
      {isPending ? (
        <p role="status">{t('common.loading')}</p>
      ) : (
        <ul className="video-grid">
          {videos.map((video, i) => (
            <li key={video.src}>
              <button type="button" className="video-tile" onClick={() => setIndex(i)}>
                <img src={video.cover} alt="" width={640} height={360} loading="lazy" />
                <span className="video-title">{video.title}</span>
                <span className="visually-hidden">{t('events.playVideo')}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <Lightbox
        open={index >= 0}
        index={Math.max(index, 0)}
        close={() => setIndex(CLOSED)}
        on={{ view: ({ index: current }) => setIndex(current) }}
        plugins={[Video]}
        slides={videos.map((video) => ({
          type: 'video' as const,
          width: 640,
          height: 360,
          poster: video.cover,
          sources: [{ src: video.src, type: 'video/mp4' }],
        }))}
        video={{ autoPlay: true, controls: true, playsInline: true, muted: true }}
        carousel={{ preload: LIGHTBOX.preload }}
        animation={{ fade: LIGHTBOX.fadeMs, swipe: LIGHTBOX.swipeMs }}
        labels={{
          Close: t('events.close'),
          Previous: t('events.previous'),
          Next: t('events.next'),
        }}
      />
    </div>
  );
}
