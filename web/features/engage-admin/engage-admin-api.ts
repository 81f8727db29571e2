// Admin → Engage's calls: the activities and the filter words, one activity with everything sent to
// it, the moderation queue (read every 2 s while shown), the changes to an activity and the
// moderator's actions. The replies' shapes are common/engage.ts's, the requests' engage-input.ts's.
import { queryOptions } from '@tanstack/react-query';
import {
  AdminActivity,
  AdminActivityDetail,
  AdminEngage,
  ModerationPhoto,
  ModerationQueue,
  ModerationQuestion,
  ModerationWord,
} from '../../../common/engage';
import type { ActivityInput, QUESTION_ACTIONS, SHOW_ACTIONS } from '../../../common/engage-input';
import * as z from 'zod/mini';
import { adminReadsKey } from '../../lib/admin-keys';
import { apiRequest } from '../../lib/api';
import type { MutationCallbacks } from '../../lib/mutation-callbacks';
import { useChangeMutation } from '../../lib/use-change-mutation';

export type {
  AdminActivity,
  AdminActivityDetail,
  ModerationPhoto,
  ModerationQuestion,
  ModerationWord,
} from '../../../common/engage';

/** How often a live activity and the queue are read again: sends arrive all the time. */
const ENGAGE_REFRESH_MS = 2_000;
/** The list is read again this often, so a scheduled activity goes live on its own. */
const LIST_REFRESH_MS = 10_000;

const ENGAGE = '/api/admin/engage';
const activityPath = (id: string) => `${ENGAGE}/${encodeURIComponent(id)}`;

const fetchEngage = () => apiRequest(ENGAGE, AdminEngage);
const fetchActivity = (id: string) => apiRequest(activityPath(id), AdminActivityDetail);
const fetchQueue = () => apiRequest(`${ENGAGE}/queue`, ModerationQueue);

const createActivity = (input: ActivityInput) =>
  apiRequest(ENGAGE, AdminActivity, { method: 'POST', body: input });
/** Refused with engage_has_sends when its kind, options or points change once people sent to it. */
const saveActivity = ({ id, input }: SavedActivity) =>
  apiRequest(activityPath(id), AdminActivity, { method: 'PUT', body: input });
const startActivity = (activity: AdminActivity) =>
  apiRequest(`${activityPath(activity.id)}/start`, AdminActivity, { method: 'POST' });
/** Refused with engage_ended when it had ended already. */
const endActivity = (activity: AdminActivity) =>
  apiRequest(`${activityPath(activity.id)}/end`, AdminActivity, { method: 'POST' });
/** Refused with engage_has_sends once people sent to it. */
const deleteActivity = (activity: AdminActivity) =>
  apiRequest(activityPath(activity.id), null, { method: 'DELETE' });

export type QuestionAction = (typeof QUESTION_ACTIONS)[number];
export type ShowAction = (typeof SHOW_ACTIONS)[number];

export type QuestionMove = { question: ModerationQuestion; action: QuestionAction };
export type WordMove = { word: ModerationWord; action: ShowAction };
export type PhotoMove = { photo: ModerationPhoto; action: ShowAction };

const moveQuestion = ({ question, action }: QuestionMove) =>
  apiRequest(
    `${ENGAGE}/questions/${encodeURIComponent(question.id)}/${action}`,
    ModerationQuestion,
    { method: 'POST' },
  );
const moveWord = ({ word, action }: WordMove) =>
  apiRequest(`${activityPath(word.activityId)}/words`, ModerationWord, {
    method: 'POST',
    body: { userId: word.userId, word: word.word, action },
  });
const movePhoto = ({ photo, action }: PhotoMove) =>
  apiRequest(`${ENGAGE}/photos/${encodeURIComponent(photo.id)}/${action}`, ModerationPhoto, {
    method: 'POST',
  });

const FilterWords = z.object({ words: z.array(z.string()) });
const saveFilterWords = (words: string[]) =>
  apiRequest(`${ENGAGE}/filter`, FilterWords, { method: 'PUT', body: { words } });

/** Under the admin area's keys, so a correction elsewhere reads these again too. */
const all = [...adminReadsKey, 'engage'] as const;

const engageKeys = {
  list: () => [...all, 'list'] as const,
  activity: (id: string) => [...all, 'activity', id] as const,
  queue: () => [...all, 'queue'] as const,
};

export const engageQueries = {
  list: () =>
    queryOptions({
      queryKey: engageKeys.list(),
      queryFn: fetchEngage,
      refetchInterval: LIST_REFRESH_MS,
    }),
  /** Read every 2 s while it is live (or about to be); still once it has ended. */
  activity: (id: string) =>
    queryOptions({
      queryKey: engageKeys.activity(id),
      queryFn: () => fetchActivity(id),
      refetchInterval: (query) =>
        query.state.data?.activity.status === 'ended' ? false : ENGAGE_REFRESH_MS,
    }),
  queue: () =>
    queryOptions({
      queryKey: engageKeys.queue(),
      queryFn: fetchQueue,
      refetchInterval: ENGAGE_REFRESH_MS,
    }),
};

export type SavedActivity = { id: string; input: ActivityInput };

/** A new activity; the list is read again once the screen has taken the answer. */
export const useCreateActivity = (
  callbacks: MutationCallbacks<AdminActivity, ActivityInput> = {},
) => useChangeMutation(createActivity, callbacks, { stale: all });

/** An activity's settings saved; read again either way (a refusal may mean people sent meanwhile). */
export const useSaveActivity = (callbacks: MutationCallbacks<AdminActivity, SavedActivity> = {}) =>
  useChangeMutation(saveActivity, callbacks, { stale: all, evenWhenRefused: true });

export const useStartActivity = (callbacks: MutationCallbacks<AdminActivity, AdminActivity> = {}) =>
  useChangeMutation(startActivity, callbacks, { stale: all, evenWhenRefused: true });

export const useEndActivity = (callbacks: MutationCallbacks<AdminActivity, AdminActivity> = {}) =>
  useChangeMutation(endActivity, callbacks, { stale: all, evenWhenRefused: true });

export const useDeleteActivity = (callbacks: MutationCallbacks<void, AdminActivity> = {}) =>
  useChangeMutation(deleteActivity, callbacks, { stale: engageKeys.list(), evenWhenRefused: true });

/**
 * The moderator's actions: each reads the activity and the queue again whatever the answer, since a
 * refusal means another organiser acted first. The screen says a refusal itself.
 */
export const useMoveQuestion = (
  callbacks: MutationCallbacks<ModerationQuestion, QuestionMove> = {},
) => useChangeMutation(moveQuestion, callbacks, { stale: all, evenWhenRefused: true });

export const useMoveWord = (callbacks: MutationCallbacks<ModerationWord, WordMove> = {}) =>
  useChangeMutation(moveWord, callbacks, { stale: all, evenWhenRefused: true });

export const useMovePhoto = (callbacks: MutationCallbacks<ModerationPhoto, PhotoMove> = {}) =>
  useChangeMutation(movePhoto, callbacks, { stale: all, evenWhenRefused: true });

export const useSaveFilterWords = (
  callbacks: MutationCallbacks<{ words: string[] }, string[]> = {},
) => useChangeMutation(saveFilterWords, callbacks, { stale: engageKeys.list() });
