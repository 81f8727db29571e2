// The footer's slogan carousel (team posters on /teams): decorative, so hidden from assistive
// technology. Both lists are the organisers': slogans in their order, teams in theirs.
import { useEffect, useState } from 'react';
import type { PublicImage, PublicSite } from '../../../common/api';
import { useSite } from '../../lib/site-api';

export const CAROUSEL_INTERVAL_MS = 2800;

function carouselImagesFor(
  pathname: string,
  site: PublicSite | undefined,
): { images: PublicImage[]; height: number } {
  if (!site) return { images: [], height: 100 };
  if (pathname === '/teams')
    return {
      images: site.teams.flatMap((team) => (team.poster ? [team.poster] : [])),
      height: 300,
    };
  return { images: site.slogans, height: 100 };
}

export function FooterCarousel({ pathname }: { pathname: string }) {
  const { images, height } = carouselImagesFor(pathname, useSite());
  // Keyed by path and list, so a path change (or a new list) starts again from the first image.
  const key = `${pathname} ${images.map((image) => image.src).join(' ')}`;
  return <CarouselTrack key={key} images={images} height={height} />;
}

function CarouselTrack({ images, height }: { images: PublicImage[]; height: number }) {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (images.length < 2) return;
    const timer = window.setInterval(() => {
      setIndex((current) => (current + 1) % images.length);
    }, CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [images.length]);

  return (
    <div
      className="carousel"
      aria-hidden="true"
      data-testid="footer-carousel"
      data-index={index}
      style={{ minHeight: height }}
    >
      {images.map((image, i) => (
        <img
          key={image.src}
          src={image.src}
          srcSet={image.srcSet}
          sizes={image.srcSet ? '(max-width: 40rem) 100vw, 640px' : undefined}
          alt=""
          height={height}
          className={i === index ? 'carousel-image is-active' : 'carousel-image'}
          style={{ height }}
          loading={i === 0 ? 'eager' : 'lazy'}
          decoding="async"
        />
      ))}
    </div>
  );
}
