// Calls of the venue's admin screens (screen links and announcements) and their reads with their
// query keys; the replies' shapes are common/venue-api.ts's, the requests' common/venue.ts's.
import { queryOptions } from '@tanstack/react-query';
import type { AnnouncementInput, ScreenLinkInput } from '../../../common/venue';
import {
  AdminAnnouncement,
  AdminAnnouncements,
  AdminScreenLink,
  AdminScreenLinks,
} from '../../../common/venue-api';
import { adminReadsKey } from '../../lib/admin-keys';
import { apiRequest } from '../../lib/api';

export type { AdminAnnouncement, AdminScreenLink } from '../../../common/venue-api';

/** How often the announcements are read again while their page is open: a scheduled one starts. */
export const ANNOUNCEMENTS_REFRESH_MS = 15_000;

const SCREENS = '/api/admin/screens';
const ANNOUNCEMENTS = '/api/admin/announcements';
const screenLinkPath = (id: string) => `${SCREENS}/${encodeURIComponent(id)}`;
const announcementPath = (id: string) => `${ANNOUNCEMENTS}/${encodeURIComponent(id)}`;

const fetchScreenLinks = () => apiRequest(SCREENS, AdminScreenLinks);
const fetchAnnouncements = () => apiRequest(ANNOUNCEMENTS, AdminAnnouncements);

export const createScreenLink = (input: ScreenLinkInput) =>
  apiRequest(SCREENS, AdminScreenLink, { method: 'POST', body: input });
/** Refused with screen_revoked once the link is revoked. */
export const saveScreenLink = (id: string, input: ScreenLinkInput) =>
  apiRequest(screenLinkPath(id), AdminScreenLink, { method: 'PUT', body: input });
/** For good: the screens showing it go blank, and the link never works again. */
export const revokeScreenLink = (id: string) =>
  apiRequest(`${screenLinkPath(id)}/revoke`, AdminScreenLink, { method: 'POST' });

/** A null start shows it now; a null end leaves it showing until an organiser ends it. */
export const createAnnouncement = (input: AnnouncementInput) =>
  apiRequest(ANNOUNCEMENTS, AdminAnnouncement, { method: 'POST', body: input });
/** Refused with announcement_ended when it had ended already. */
export const endAnnouncement = (id: string) =>
  apiRequest(`${announcementPath(id)}/end`, AdminAnnouncement, { method: 'POST' });

/** The address a venue's big screen opens: the token is the link's only secret. */
export const screenAddress = (token: string) => `${window.location.origin}/screen/${token}`;

/** Under the admin area's keys, so whatever invalidates those reads these again too. */
const all = [...adminReadsKey, 'venue'] as const;

export const venueKeys = {
  screens: () => [...all, 'screens'] as const,
  announcements: () => [...all, 'announcements'] as const,
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
};
