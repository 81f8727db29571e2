// Calls of the venue's admin screens (screen links and announcements) and their reads with their
// query keys; the replies' shapes are common/venue-api.ts's, the requests' common/venue.ts's.
import { queryOptions } from '@tanstack/react-query';
import { AdminEngage } from '../../../common/engage';
import type { AnnouncementInput, ScreenLinkInput } from '../../../common/venue';
import {
  AdminAnnouncement,
  AdminAnnouncements,
  AdminScreenLink,
  AdminScreenLinks,
} from '../../../common/venue-api';
import { adminReadsKey } from '../../lib/admin-keys';
import { apiRequest } from '../../lib/api';
import type { MutationCallbacks } from '../../lib/mutation-callbacks';
import { useChangeMutation } from '../../lib/use-change-mutation';

export type { AdminAnnouncement, AdminScreenLink } from '../../../common/venue-api';

/** How often the announcements are read again while their page is open: a scheduled one starts. */
export const ANNOUNCEMENTS_REFRESH_MS = 15_000;

const SCREENS = '/api/admin/screens';
const ANNOUNCEMENTS = '/api/admin/announcements';
const screenLinkPath = (id: string) => `${SCREENS}/${encodeURIComponent(id)}`;
const announcementPath = (id: string) => `${ANNOUNCEMENTS}/${encodeURIComponent(id)}`;

const fetchScreenLinks = () => apiRequest(SCREENS, AdminScreenLinks);
const fetchAnnouncements = () => apiRequest(ANNOUNCEMENTS, AdminAnnouncements);
/** The activities, for what a screen can be told to show. */
const fetchActivities = () => apiRequest('/api/admin/engage', AdminEngage);

const createScreenLink = (input: ScreenLinkInput) =>
  apiRequest(SCREENS, AdminScreenLink, { method: 'POST', body: input });
/** Refused with screen_revoked once the link is revoked. */
const saveScreenLink = (id: string, input: ScreenLinkInput) =>
  apiRequest(screenLinkPath(id), AdminScreenLink, { method: 'PUT', body: input });
/** What its screens show now (common/engage.ts ScreenShow); they follow within a second. */
const showOnScreen = ({ id, show }: ScreenShowChange) =>
  apiRequest(`${screenLinkPath(id)}/show`, AdminScreenLink, { method: 'POST', body: { show } });
/** For good: the screens showing it go blank, and the link never works again. */
const revokeScreenLink = (id: string) =>
  apiRequest(`${screenLinkPath(id)}/revoke`, AdminScreenLink, { method: 'POST' });

/** A null start shows it now; a null end leaves it showing until an organiser ends it. */
const createAnnouncement = (input: AnnouncementInput) =>
  apiRequest(ANNOUNCEMENTS, AdminAnnouncement, { method: 'POST', body: input });
/** Refused with announcement_ended when it had ended already. */
const endAnnouncement = (id: string) =>
  apiRequest(`${announcementPath(id)}/end`, AdminAnnouncement, { method: 'POST' });

/** The address a venue's big screen opens: the token is the link's only secret. */
export const screenAddress = (token: string) => `${window.location.origin}/screen/${token}`;

/** Under the admin area's keys, so whatever invalidates those reads these again too. */
const all = [...adminReadsKey, 'venue'] as const;

const venueKeys = {
  screens: () => [...all, 'screens'] as const,
  announcements: () => [...all, 'announcements'] as const,
  activities: () => [...all, 'activities'] as const,
};

/** The venue screens' reads, as the pages ask for them. */
export const venueQueries = {
  screens: () => queryOptions({ queryKey: venueKeys.screens(), queryFn: fetchScreenLinks }),
  announcements: () =>
    queryOptions({
      queryKey: venueKeys.announcements(),
      queryFn: fetchAnnouncements,
      refetchInterval: ANNOUNCEMENTS_REFRESH_MS,
    }),
  /** Read again as often as the announcements: a scheduled activity goes live meanwhile. */
  activities: () =>
    queryOptions({
      queryKey: venueKeys.activities(),
      queryFn: fetchActivities,
      refetchInterval: ANNOUNCEMENTS_REFRESH_MS,
    }),
};

/** A new screen link; the list is read again once the screen has taken the answer. */
export const useCreateScreenLink = (
  callbacks: MutationCallbacks<AdminScreenLink, ScreenLinkInput> = {},
) => useChangeMutation(createScreenLink, callbacks, { stale: venueKeys.screens() });

type SavedScreenLink = { id: string; input: ScreenLinkInput };

/** A link's settings saved; the list is read again either way, since a refusal may mean revoked meanwhile. */
export const useSaveScreenLink = (
  callbacks: MutationCallbacks<AdminScreenLink, SavedScreenLink> = {},
) =>
  useChangeMutation(({ id, input }: SavedScreenLink) => saveScreenLink(id, input), callbacks, {
    stale: venueKeys.screens(),
    evenWhenRefused: true,
  });

type ScreenShowChange = { id: string; show: string };

/** What a link's screens show; the list is read again whether the server took it or not. */
export const useShowOnScreen = (
  callbacks: MutationCallbacks<AdminScreenLink, ScreenShowChange> = {},
) =>
  useChangeMutation(showOnScreen, callbacks, {
    stale: venueKeys.screens(),
    evenWhenRefused: true,
  });

/** A link revoked; the list is read again whether it was or not. */
export const useRevokeScreenLink = (
  callbacks: MutationCallbacks<AdminScreenLink, AdminScreenLink> = {},
) =>
  useChangeMutation((link: AdminScreenLink) => revokeScreenLink(link.id), callbacks, {
    stale: venueKeys.screens(),
    evenWhenRefused: true,
  });

/** A new announcement; the list is read again once the screen has taken the answer. */
export const useCreateAnnouncement = (
  callbacks: MutationCallbacks<AdminAnnouncement, AnnouncementInput> = {},
) => useChangeMutation(createAnnouncement, callbacks, { stale: venueKeys.announcements() });

/** An announcement ended; the list is read again whether it was or not. */
export const useEndAnnouncement = (
  callbacks: MutationCallbacks<AdminAnnouncement, AdminAnnouncement> = {},
) =>
  useChangeMutation(
    (announcement: AdminAnnouncement) => endAnnouncement(announcement.id),
    callbacks,
    { stale: venueKeys.announcements(), evenWhenRefused: true },
  );
