// Coming Soon (/comingsoon): one poster (the itinerary is text: itinerary-page.tsx). Tapping it opens
// the image on its own, where a phone can zoom in; the page itself never blocks pinch-zoom.
import { useTranslation } from 'react-i18next';
import { SiteImage } from '../../components/site-image';
import { useSite } from '../../lib/site-api';
import './events.css';

const POSTERS = {
  comingSoon: { width: 900, height: 1200 },
} as const;

export function PosterPage({ poster }: { poster: keyof typeof POSTERS }) {
  const { t } = useTranslation();
  const { width, height } = POSTERS[poster];
  const image = useSite()?.brand[poster];
  return (
    <div className="page poster">
      <h1 className="visually-hidden">{t(`events.posters.${poster}.title`)}</h1>
      <a href={image?.src} target="_blank" rel="noopener noreferrer" className="poster-link">
        <SiteImage
          image={image}
          alt={t(`events.posters.${poster}.alt`)}
          width={width}
          height={height}
          className="poster-image"
        />
        <span className="poster-hint">{t('events.zoomHint')}</span>
      </a>
    </div>
  );
}
