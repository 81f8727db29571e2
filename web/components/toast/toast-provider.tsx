// Toasts at the top of the screen (spec §2): info 3.5 s, error 4.5 s, success 3 s.
import * as RadixToast from '@radix-ui/react-toast';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';

export type ToastType = 'info' | 'error' | 'success';
export type Toast = { id: number; text: string; type: ToastType };

/** Older toasts give way, so a burst of messages never covers the screen. */
export const MAX_VISIBLE_TOASTS = 3;

export const TOAST_DURATION_MS: Record<ToastType, number> = {
  info: 3500,
  error: 4500,
  success: 3000,
};

type ToastApi = { show: (text: string, type?: ToastType) => void };

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const show = useCallback((text: string, type: ToastType = 'info') => {
    const id = nextId.current++;
    setToasts((current) => [...current, { id, text, type }].slice(-MAX_VISIBLE_TOASTS));
  }, []);
  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);
  const api = useMemo(() => ({ show }), [show]);

  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider swipeDirection="up">
        {children}
        {toasts.map((toast) => (
          <RadixToast.Root
            key={toast.id}
            className={`toast toast-${toast.type}`}
            duration={TOAST_DURATION_MS[toast.type]}
            type={toast.type === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) dismiss(toast.id);
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
    </ToastContext.Provider>
  );
}
