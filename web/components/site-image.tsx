// An image of the event's setup (a logo, a banner, a poster): its own address and, for a large one,
// a phone-sized rendition the browser may pick. Until the setup is read, an empty box of the same
// proportions holds its place, so nothing on the screen moves when it arrives.
import type { CSSProperties } from 'react';
import type { PublicImage } from '../../common/api';

type Props = {
  image: PublicImage | null | undefined;
  alt: string;
  /** The box's size before the image is known; the image's own proportions win once it is. */
  width: number;
  height: number;
  className?: string;
  style?: CSSProperties;
  /** How wide it shows, for the browser's choice of rendition. */
  sizes?: string;
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'low' | 'auto';
};

export function SiteImage({ image, alt, width, height, className, style, sizes, ...rest }: Props) {
  if (!image)
    return (
      <span
        className={['site-image-placeholder', className].filter(Boolean).join(' ')}
        style={{ ...style, aspectRatio: `${width} / ${height}` }}
        aria-hidden="true"
      />
    );
  return (
    <img
      className={className}
      style={style}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? (sizes ?? `(max-width: 40rem) 100vw, ${width}px`) : undefined}
      alt={alt}
      width={image.width}
      height={image.height}
      decoding="async"
      {...rest}
    />
  );
}
