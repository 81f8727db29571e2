// What a screen adds to a feature's mutation hook: its own answer to the outcome (a toast, a form
// emptied, the focus moved, a refused field shown). The hook keeps the call and the reads it makes
// stale; the query client's mutation cache says a failure in a toast.
import type { UseMutationOptions } from '@tanstack/react-query';

export type MutationCallbacks<Data, Variables> = Pick<
  UseMutationOptions<Data, Error, Variables>,
  'onSuccess' | 'onError' | 'meta'
>;
