// The toasts on screen, drawn with Radix Toast (swipe, pause on hover, the screen-reader region), at
// the top of the screen's content: under the header, the event's logo and whatever stays pinned
// above the content, never over them. Loaded with the first toast, so the first screen does not
// carry it.
import * as RadixToast from '@radix-ui/react-toast';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_DURATION_MS, type Toast } from './toast-kinds';

/**
 * What toasts go under while it is in view: what stays pinned at the top of the window as the screen
 * scrolls, and the event's logo that opens the sign-in and profile screens.
 */
const KEPT_IN_VIEW = '.admin-header, .announcements, main .register-logo';

/**
 * Where toasts start in the window, in pixels from its top: the main area's top while the frame
 * above it is in view, below what is kept in view there (or the window's top).
 */
function contentTop(): number {
  const main = document.querySelector('main')?.getBoundingClientRect().top ?? 0;
  const pinned = [...document.querySelectorAll(KEPT_IN_VIEW)].map(
    (element) => element.getBoundingClientRect().bottom,
  );
  return Math.max(0, Math.round(main), ...pinned.map(Math.round));
}

/** contentTop, kept as the window scrolls and resizes and as the frame above the content changes. */
function useContentTop(): number {
  const [top, setTop] = useState(contentTop);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setTop(contentTop()));
    };
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    // A header image that loads, or an announcement that comes or goes, moves the content.
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    resized?.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
      resized?.disconnect();
    };
  }, []);
  return top;
}

export default function ToastList({
  toasts,
  onDismiss,
}: {
  toasts: Toast[];
  onDismiss: (id: number) => void;
}) {
  const { t } = useTranslation();
  const top = useContentTop();
  return (
    <RadixToast.Provider swipeDirection="up">
      {toasts.map((toast) => (
        <RadixToast.Root
          key={toast.id}
          className={`toast toast-${toast.type}`}
          duration={TOAST_DURATION_MS[toast.type]}
          type={toast.type === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) onDismiss(toast.id);
          }}
          data-testid={`toast-${toast.type}`}
        >
          <RadixToast.Description className="toast-text">{toast.text}</RadixToast.Description>
          <RadixToast.Close className="toast-close" aria-label={t('toast.close')}>
            <span aria-hidden="true">×</span>
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className="toast-viewport" style={{ top }} />
    </RadixToast.Provider>
  );
}
