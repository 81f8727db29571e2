// Event Videos (/event-videos): a cover tile per video; a tile opens the full-screen lightbox on it.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Lightbox from 'yet-another-react-lightbox';
import Video from 'yet-another-react-lightbox/plugins/video';
import 'yet-another-react-lightbox/styles.css';
import type { PublicSite } from '../../../common/api';
import { QueryBoundary } from '../../components/query-boundary';
import { SiteImage } from '../../components/site-image';
import { siteQueries } from '../../lib/site-api';
import './events.css';

/** The spec's lightbox constants (they are also the library's defaults). */
const LIGHTBOX = { preload: 2, fadeMs: 250, swipeMs: 500 };
const CLOSED = -1;

export function EventVideosPage() {
  const { t } = useTranslation();
  const site = useQuery(siteQueries.publicSite());
  return (
    <div className="page event-videos">
      <h1>{t('events.videos')}</h1>
      <QueryBoundary query={site}>{({ videos }) => <Videos videos={videos} />}</QueryBoundary>
    </div>
  );
}

function Videos({ videos }: { videos: PublicSite['videos'] }) {
  const { t } = useTranslation();
  // Open when the index is 0 or more, closed at -1.
  const [index, setIndex] = useState(CLOSED);
  return (
    <>
      <ul className="video-grid">
        {videos.map((video, i) => (
          <li key={video.id}>
            <button type="button" className="video-tile" onClick={() => setIndex(i)}>
              <SiteImage image={video.cover} alt="" width={640} height={360} loading="lazy" />
              <span className="video-title">{video.title}</span>
              <span className="visually-hidden">{t('events.playVideo')}</span>
            </button>
          </li>
        ))}
      </ul>
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
          poster: video.cover?.src,
          sources: [{ src: video.src, type: video.type }],
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
    </>
  );
}
