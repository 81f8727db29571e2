// Toasts at the top of the screen: the list of those showing, and the hook that adds one.
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { afterPageLoad } from '../../lib/after-page-load';
import { MAX_VISIBLE_TOASTS, TOAST_DURATION_MS, type Toast, type ToastType } from './toast-kinds';

type ToastApi = {
  show: (text: string, type?: ToastType) => void;
  /** Takes down the toasts of a kind still up: a failure's, once a later try has succeeded. */
  dismissAll: (type: ToastType) => void;
};

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

const loadToastList = () => import('./toast-list');
// A toast often says the network dropped: if the list's code cannot be fetched then, the texts still
// show, plainly, rather than the failed import taking the whole app down with it.
const ToastList = lazy(() => loadToastList().catch(() => ({ default: PlainToastList })));

type ToastListProps = { toasts: Toast[]; onDismiss: (id: number) => void };

function PlainToastList({ toasts, onDismiss }: ToastListProps) {
  useEffect(() => {
    const timers = toasts.map((toast) =>
      window.setTimeout(() => onDismiss(toast.id), TOAST_DURATION_MS[toast.type]),
    );
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [toasts, onDismiss]);
  return (
    <ol className="toast-viewport" role="status">
      {toasts.map((toast) => (
        <li
          key={toast.id}
          className={`toast toast-${toast.type}`}
          data-testid={`toast-${toast.type}`}
        >
          <p className="toast-text">{toast.text}</p>
        </li>
      ))}
    </ol>
  );
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const show = useCallback((text: string, type: ToastType = 'info') => {
    const id = nextId.current++;
    setToasts((current) => [...current, { id, text, type }].slice(-MAX_VISIBLE_TOASTS));
  }, []);
  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);
  const dismissAll = useCallback((type: ToastType) => {
    setToasts((current) => current.filter((toast) => toast.type !== type));
  }, []);
  const api = useMemo(() => ({ show, dismissAll }), [show, dismissAll]);

  // Fetched once the first screen has loaded, so that a toast still shows on a network that has
  // just dropped.
  useEffect(() => afterPageLoad(() => void loadToastList().catch(() => {})), []);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {toasts.length > 0 && (
        <Suspense fallback={null}>
          <ToastList toasts={toasts} onDismiss={dismiss} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
