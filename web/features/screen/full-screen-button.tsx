// The button that takes a venue screen full screen, shown only while someone at it moves the mouse.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Browsers go full screen only on a person's press: the button shows while the mouse moves, and
 * hides itself (with the pointer) a few seconds after, and once the screen is full.
 */
export function FullScreenButton() {
  const { t } = useTranslation();
  const [moving, setMoving] = useState(true);
  const [full, setFull] = useState(() => Boolean(document.fullscreenElement));

  useEffect(() => {
    let timer = window.setTimeout(() => setMoving(false), 4000);
    const moved = () => {
      setMoving(true);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setMoving(false), 4000);
    };
    const changed = () => setFull(Boolean(document.fullscreenElement));
    window.addEventListener('pointermove', moved);
    window.addEventListener('keydown', moved);
    document.addEventListener('fullscreenchange', changed);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('pointermove', moved);
      window.removeEventListener('keydown', moved);
      document.removeEventListener('fullscreenchange', changed);
    };
  }, []);

  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('screen-idle', !moving);
    return () => root.classList.remove('screen-idle');
  }, [moving]);

  if (full || !document.fullscreenEnabled) return null;
  return (
    <button
      type="button"
      className={moving ? 'screen-full-button' : 'screen-full-button screen-full-button-hidden'}
      onClick={() => void document.documentElement.requestFullscreen().catch(() => {})}
    >
      {t('screen.fullScreen')}
    </button>
  );
}
