// An image of the event's setup (a logo, a banner, a poster): its own address and, for a large one,
// a phone-sized rendition the browser may pick. Until the setup is read, an empty box of the same
// proportions holds its place, so nothing on the screen moves when it arrives.
import type { PublicImage } from '../../common/api';

type Props = {
  image: PublicImage | null | undefined;
  alt: string;
  /** The box's size before the image is known; the image's own proportions win once it is. */
  width: number;
  height: number;
  className?: string;
  /** How wide it shows, for the browser's choice of rendition. */
  sizes?: string;
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'low' | 'auto';
};

export function SiteImage({ image, alt, width, height, className, sizes, ...rest }: Props) {
  // An empty drawing of the image's proportions: no inline style, which the server-rendered page's
  // policy would refuse.
  if (!image)
    return (
      <svg
        className={['site-image-placeholder', className].filter(Boolean).join(' ')}
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
        aria-hidden="true"
        focusable="false"
      />
    );
  return (
    <img
      className={className}
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
