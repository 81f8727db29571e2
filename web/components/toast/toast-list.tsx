// The toasts on screen, drawn with Radix Toast (swipe, pause on hover, the screen-reader region).
// Loaded with the first toast, so the first screen does not carry it.
import * as RadixToast from '@radix-ui/react-toast';
import { useTranslation } from 'react-i18next';
import { TOAST_DURATION_MS, type Toast } from './toast-kinds';

export default function ToastList({
  toasts,
  onDismiss,
}: {
  toasts: Toast[];
  onDismiss: (id: number) => void;
}) {
  const { t } = useTranslation();
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
      <RadixToast.Viewport className="toast-viewport" />
    </RadixToast.Provider>
  );
}
