// A chosen image before it is saved: drawn from the file itself (nothing has been sent), with its
// size in pixels, and a warning when it is smaller than its place wants.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isTooSmall, type ImageWants } from './image-wants';

type Props = {
  file: File;
  /** The preview's text for screen readers: "New Event logo, not saved yet". */
  alt: string;
  wants?: ImageWants | undefined;
};

/** The file's address in this page for as long as it is shown; freed after. */
function useFileUrl(file: File): string {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return url;
}

export function ImagePreview({ file, alt, wants }: Props) {
  const { t } = useTranslation();
  const url = useFileUrl(file);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const small = size && wants && isTooSmall(wants, size.width, size.height, file.type);
  return (
    <figure className="setup-preview">
      <img
        className="admin-thumb setup-image"
        src={url}
        alt={alt}
        width={240}
        onLoad={(event) =>
          setSize({
            width: event.currentTarget.naturalWidth,
            height: event.currentTarget.naturalHeight,
          })
        }
      />
      <figcaption className="setup-note">
        {file.name}
        {size && size.width > 0 && ` · ${size.width} × ${size.height} px`}
      </figcaption>
      {small && (
        <p className="setup-warning">
          {t('setup.image.small', { width: wants.width, height: wants.height })}
        </p>
      )}
    </figure>
  );
}
