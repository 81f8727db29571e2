// The footer's slogan carousel (team images on /teams): decorative, so hidden from assistive technology.
import { useEffect, useState } from 'react';
import { RSO_KEYS } from '../../../common/teams';
import { brand, SLOGAN_COUNT } from '../../lib/brand';

export const CAROUSEL_INTERVAL_MS = 2800;

function carouselImagesFor(pathname: string): { images: string[]; height: number } {
  if (pathname === '/teams') return { images: RSO_KEYS.map(brand.teamImage), height: 300 };
  return {
    images: Array.from({ length: SLOGAN_COUNT }, (_, i) => brand.slogan(i + 1)),
    height: 100,
  };
}

export function FooterCarousel({ pathname }: { pathname: string }) {
  const { images, height } = carouselImagesFor(pathname);
  return <CarouselTrack key={pathname} images={images} height={height} />;
}

/** Keyed by path, so a path change starts again from the first image. */
function CarouselTrack({ images, height }: { images: string[]; height: number }) {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    const timer = window.setInterval(() => {
      setIndex((current) => (current + 1) % images.length);
    }, CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [images.length]);

  return (
    <div className="carousel" aria-hidden="true" data-testid="footer-carousel" data-index={index}>
      {images.map((src, i) => (
        <img
          key={src}
          src={src}
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
