// Engage on a player's phone: the activities running now with what this person sent to each (one
// read, then kept current by the stream's `engage` pushes), and every send, whose answer is the
// person's own part of that activity.
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  Album,
  EngageView,
  MySends,
  type EngageState,
  type Reaction,
} from '../../../common/engage';
import type { QuestionInput } from '../../../common/engage-input';
import { apiRequest } from '../../lib/api';
import { latestEngageState } from '../../lib/live-activities';
import { uploadRequest } from '../../lib/upload-request';

export const engageKeys = {
  view: () => ['engage', 'view'] as const,
  album: () => ['engage', 'album'] as const,
};

/** The later of two readings of the public state (each is stamped with the server's clock). */
function laterState(held: EngageState, pushed: EngageState | null): EngageState {
  return pushed && pushed.now > held.now ? pushed : held;
}

const fetchView = async (): Promise<EngageView> => {
  const view = await apiRequest('/api/engage', EngageView);
  // A push may have overtaken the read while it was on its way.
  return { ...view, state: laterState(view.state, latestEngageState()) };
};

export const engageQueries = {
  /** Read again when the phone comes back: its own sends' statuses come only with a read. */
  view: () =>
    queryOptions({
      queryKey: engageKeys.view(),
      queryFn: fetchView,
      staleTime: 30_000,
      refetchOnWindowFocus: true,
      refetchOnReconnect: true,
    }),
  album: () =>
    queryOptions({
      queryKey: engageKeys.album(),
      queryFn: () => apiRequest('/api/engage/album', Album),
    }),
};

/** A pushed state, merged into the view this phone holds (the person's own part stays). */
export function followPushedState(queryClient: QueryClient, state: EngageState) {
  queryClient.setQueryData(
    engageKeys.view(),
    (view: EngageView | undefined) => view && { ...view, state: laterState(view.state, state) },
  );
}

/** The person's part of one activity as the server answered a send. */
function holdMine(queryClient: QueryClient, mine: MySends) {
  queryClient.setQueryData(
    engageKeys.view(),
    (view: EngageView | undefined) =>
      view && {
        ...view,
        mine: [...view.mine.filter((each) => each.activityId !== mine.activityId), mine],
      },
  );
}

const post = (path: string, body?: unknown) => apiRequest(path, MySends, { method: 'POST', body });
const remove = (path: string) => apiRequest(path, MySends, { method: 'DELETE' });

/** A send whose answer is the person's part; its failure shows beside the form, not in a toast. */
function useSend<Input>(send: (input: Input) => Promise<MySends>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { toastOnError: false },
    onSuccess: (mine) => holdMine(queryClient, mine),
  });
}

export const useVote = (activityId: string) =>
  useSend((choices: number[]) => post(`/api/engage/${activityId}/vote`, { choices }));

export const useSendWord = (activityId: string) =>
  useSend((word: string) => post(`/api/engage/${activityId}/words`, { words: [word] }));

export const useDeleteWord = (activityId: string) =>
  useSend((word: string) => remove(`/api/engage/${activityId}/words/${encodeURIComponent(word)}`));

export const useSendQuestion = (activityId: string) =>
  useSend((input: QuestionInput) => post(`/api/engage/${activityId}/questions`, input));

export const useDeleteQuestion = () =>
  useSend((questionId: string) => remove(`/api/engage/questions/${questionId}`));

/** Upvotes a question of the hall, or takes the upvote back. */
export const useUpvote = () =>
  useSend(({ questionId, up }: { questionId: string; up: boolean }) =>
    up
      ? post(`/api/engage/questions/${questionId}/vote`)
      : remove(`/api/engage/questions/${questionId}/vote`),
  );

export const useDeletePhoto = () =>
  useSend((photoId: string) => remove(`/api/engage/photos/${photoId}`));

/** Sends a photo as it is (the server re-encodes it), with the share sent so far. */
export const useSendPhoto = (activityId: string, onProgress: (percent: number) => void) =>
  useSend((photo: File) =>
    uploadRequest(`/api/engage/${activityId}/photos`, MySends, photo, {
      contentType: photo.type || 'application/octet-stream',
      onProgress: ({ loaded, total }) => onProgress(Math.round((loaded / total) * 100)),
    }),
  );

/**
 * A reaction: the server lets one per person a second through and drops the rest quietly, so its
 * answer changes nothing here.
 */
export function useReact(activityId: string) {
  return useMutation({
    mutationFn: (emoji: Reaction) =>
      apiRequest(`/api/engage/${activityId}/reactions`, null, {
        method: 'POST',
        body: { emoji },
      }),
    meta: { toastOnError: false },
  });
}
