// The QR code to join and the short address beside it, for people in the hall to open the site.
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { encode } from 'uqr';

/** The address as a person types it: no scheme, no trailing slash. */
function shortAddress(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

/** `heading`: what the panel asks of the hall (joining the site, unless the moment says more). */
export function JoinCode({
  url,
  heading,
  className,
}: {
  url: string;
  heading?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const address = shortAddress(url);
  // One screen may hold two (the standings' stays laid out under an activity's).
  const headingId = useId();
  // One path of unit squares, drawn with crisp edges at any size.
  const { path, size } = useMemo(() => {
    const { data, size } = encode(url, { ecc: 'M', border: 4 });
    let path = '';
    data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) path += `M${x} ${y}h1v1h-1z`;
      }),
    );
    return { path, size };
  }, [url]);

  return (
    <section
      className={className ? `screen-panel screen-join ${className}` : 'screen-panel screen-join'}
      aria-labelledby={headingId}
    >
      <h2 id={headingId}>{heading ?? t('screen.join')}</h2>
      <svg
        className="screen-qr"
        viewBox={`0 0 ${size} ${size}`}
        role="img"
        aria-label={t('screen.qrLabel', { address })}
        shapeRendering="crispEdges"
      >
        <rect width={size} height={size} fill="#fff" />
        <path d={path} fill="#000" />
      </svg>
      <p className="screen-join-hint">{t('screen.joinHint')}</p>
      <p className="screen-address">{address}</p>
    </section>
  );
}
