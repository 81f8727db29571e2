// The admin screens' one way to report a failed call: the server's message in an error toast.
import { useToast } from '../../components/toast/toast-provider';
import { ApiError } from '../../lib/api';

export function useFailureToast() {
  const toast = useToast();
  return (error: unknown) =>
    toast.show(error instanceof ApiError ? error.message : String(error), 'error');
}
