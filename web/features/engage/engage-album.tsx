// The event's album in the gallery, when organisers turn it on: the photo walls' approved photos
// in a grid, each opening large in the lightbox, each with its download. Loaded by the gallery only
// while the album is on, with its texts.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Lightbox from 'yet-another-react-lightbox';
import Download from 'yet-another-react-lightbox/plugins/download';
import 'yet-another-react-lightbox/styles.css';
import { localized } from '../../../common/event';
import type { Album } from '../../../common/engage';
import { QueryBoundary } from '../../components/query-boundary';
import { useTextBundle } from '../../lib/text-bundle';
import { engageBundle } from '../../locales/engage-bundle';
import { engageQueries } from './engage-api';
import './engage.css';

const CLOSED = -1;

export default function EngageAlbum() {
  useTextBundle(engageBundle);
  const { t } = useTranslation();
  const album = useQuery(engageQueries.album());
  return (
    <section className="engage-album" aria-labelledby="engage-album-title">
      <h2 id="engage-album-title">{t('engagePlay.album.title')}</h2>
      <p className="engage-facts">{t('engagePlay.album.intro')}</p>
      <QueryBoundary query={album}>{({ photos }) => <Photos photos={photos} />}</QueryBoundary>
    </section>
  );
}

function Photos({ photos }: { photos: Album['photos'] }) {
  const { t, i18n } = useTranslation();
  // Open when the index is 0 or more, closed at -1.
  const [index, setIndex] = useState(CLOSED);
  if (photos.length === 0) return <p className="empty-state">{t('engagePlay.album.empty')}</p>;
  const name = (photo: Album['photos'][number], at: number) =>
    t('engagePlay.album.photo', { number: at + 1, wall: localized(photo.wall, i18n.language) });
  return (
    <>
      <ul className="engage-photos engage-album-grid">
        {photos.map((photo, at) => (
          <li key={photo.id} className="engage-photo">
            <button type="button" className="engage-album-open" onClick={() => setIndex(at)}>
              <img
                src={photo.smallUrl}
                alt={name(photo, at)}
                width={photo.width}
                height={photo.height}
                loading="lazy"
              />
            </button>
            <a
              className="engage-download"
              href={photo.downloadUrl}
              download
              aria-label={t('engagePlay.album.downloadPhoto', { number: at + 1 })}
            >
              {t('engagePlay.album.download')}
            </a>
          </li>
        ))}
      </ul>
      <Lightbox
        open={index >= 0}
        index={Math.max(index, 0)}
        close={() => setIndex(CLOSED)}
        on={{ view: ({ index: current }) => setIndex(current) }}
        plugins={[Download]}
        slides={photos.map((photo, at) => ({
          src: photo.url,
          width: photo.width,
          height: photo.height,
          alt: name(photo, at),
          download: photo.downloadUrl,
        }))}
        labels={{
          Close: t('events.close'),
          Previous: t('events.previous'),
          Next: t('events.next'),
          Download: t('engagePlay.album.download'),
        }}
      />
    </>
  );
}
