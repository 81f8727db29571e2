// How a feature's `*-api.ts` builds a write's mutation hook: the call; the read its answer replaces,
// written at once; the screen's own answer to the outcome; then the reads the change made stale,
// read again (awaited, so the write stays pending until they are back).
import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { MutationCallbacks } from './mutation-callbacks';

type Reads<Data> = {
  /** The read the answer replaces, written before the screen takes the answer. */
  show?: (answer: Data, queryClient: QueryClient) => void;
} & (
  | {
      /** The reads the change makes stale. */
      stale: QueryKey;
      /** Read again after a refusal too: it may mean another organiser changed the thing meanwhile. */
      evenWhenRefused?: boolean;
    }
  | {
      /** The reads the answer says are stale; null when it changed nothing (a dry run). */
      stale: (answer: Data) => QueryKey | null;
      evenWhenRefused?: never;
    }
);

export function useChangeMutation<Data, Variables>(
  mutationFn: (variables: Variables) => Promise<Data>,
  { onSuccess, ...callbacks }: MutationCallbacks<Data, Variables>,
  { stale, show, evenWhenRefused = false }: Reads<Data>,
) {
  const queryClient = useQueryClient();
  const readAgain = async (queryKey: QueryKey | null) => {
    if (queryKey) await queryClient.invalidateQueries({ queryKey });
  };
  return useMutation({
    ...callbacks,
    mutationFn,
    onSuccess: async (answer, ...rest) => {
      show?.(answer, queryClient);
      await onSuccess?.(answer, ...rest);
      if (!evenWhenRefused) await readAgain(typeof stale === 'function' ? stale(answer) : stale);
    },
    onSettled: evenWhenRefused && typeof stale !== 'function' ? () => readAgain(stale) : undefined,
  });
}
