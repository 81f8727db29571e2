// An image of the event's setup as the Setup screens show it: at a thumbnail's width, its height
// from its own proportions, the phone-sized rendition when the browser prefers it.
import type { PublicImage } from '../../../common/api';

type Props = { image: PublicImage; alt: string; width: number };

export function SetupImage({ image, alt, width }: Props) {
  const height = Math.max(1, Math.round((width * image.height) / Math.max(1, image.width)));
  return (
    <img
      className="admin-thumb setup-image"
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? `${width}px` : undefined}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
    />
  );
}
