// The footer's slogan carousel (team posters on /teams): decorative, so hidden from assistive
// technology. Both lists are the organisers': slogans in their order, teams in theirs.
import { useEffect, useState } from 'react';
import type { PublicImage, PublicSite } from '../../../common/api';
import { useSite } from '../../lib/site-api';

export const CAROUSEL_INTERVAL_MS = 2800;

function carouselImagesFor(
  pathname: string,
  site: PublicSite | undefined,
): { images: PublicImage[]; size: 'slogans' | 'posters' } {
  if (!site) return { images: [], size: 'slogans' };
  if (pathname === '/teams')
    return {
      images: site.teams.flatMap((team) => (team.poster ? [team.poster] : [])),
      size: 'posters',
    };
  return { images: site.slogans, size: 'slogans' };
}

/** Each list's image height, px (also in layout.css: no inline style, which the policy refuses). */
const HEIGHT = { slogans: 100, posters: 300 } as const;

export function FooterCarousel({ pathname }: { pathname: string }) {
  const { images, size } = carouselImagesFor(pathname, useSite());
  // Keyed by path and list, so a path change (or a new list) starts again from the first image.
  const key = `${pathname} ${images.map((image) => image.src).join(' ')}`;
  return <CarouselTrack key={key} images={images} size={size} />;
}

type TrackProps = { images: PublicImage[]; size: keyof typeof HEIGHT };

function CarouselTrack({ images, size }: TrackProps) {
  const [index, setIndex] = useState(0);
  // The first image is there from the first paint; the next ones fade in as they come.
  const [turned, setTurned] = useState(false);

  useEffect(() => {
    if (images.length < 2) return;
    const timer = window.setInterval(() => {
      setIndex((current) => (current + 1) % images.length);
      setTurned(true);
    }, CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [images.length]);

  return (
    <div
      className={`carousel carousel-${size}`}
      aria-hidden="true"
      data-testid="footer-carousel"
      data-index={index}
    >
      {images.map((image, i) => (
        <img
          key={image.src}
          src={image.src}
          srcSet={image.srcSet}
          sizes={image.srcSet ? '(max-width: 40rem) 100vw, 640px' : undefined}
          alt=""
          height={HEIGHT[size]}
          className={
            i === index ? `carousel-image is-active${turned ? ' is-turned' : ''}` : 'carousel-image'
          }
          loading={i === 0 ? 'eager' : 'lazy'}
          decoding="async"
        />
      ))}
    </div>
  );
}
