// Calls of the event's setup (teams, brand images, slogans, videos, settings, the setup file) and its
// read with its query key; the replies' shapes are common/setup-api.ts's, the requests' common/setup.ts's.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BrandSlot } from '../../../common/event';
import type { EventSettingsInput, TeamInput } from '../../../common/setup';
import { AdminSetup, SetupImportReport } from '../../../common/setup-api';
import type { ImportRequest } from '../../components/import-card';
import { adminReadsKey } from '../../lib/admin-keys';
import { apiRequest } from '../../lib/api';
import { siteKeys } from '../../lib/site-api';
import { uploadRequest, type UploadOptions } from '../../lib/upload-request';

export type { SetupImportReport } from '../../../common/setup-api';

/** The setup as the admin screens show it (common/setup-api.ts). */
const AdminSetupReply = AdminSetup;
export type AdminSetupReply = AdminSetup;

/** The image formats the server takes (it re-encodes each, SVG too), and its size limit. */
export const IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/svg+xml',
] as const;
export { IMAGE_MAX_BYTES } from '../../../common/upload-limits';

export const VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;
export const VIDEO_MAX_BYTES = 500 * 1024 * 1024;

/** A setup file is a .zip, which browsers type in more than one way: the server reads the bytes. */
const SETUP_FILE_TYPE = 'application/zip';
export const SETUP_FILE_MAX_BYTES = 2 * 1024 * 1024 * 1024;

/** Everything of the event's setup in one file, to load into another installation. */
export const SETUP_EXPORT_URL = '/api/admin/setup/export';

const SETUP = '/api/admin/setup';
const teamPath = (key: string) => `${SETUP}/teams/${encodeURIComponent(key)}`;
const videoPath = (id: string) => `${SETUP}/videos/${encodeURIComponent(id)}`;
const dryRunQuery = (dryRun: boolean) => (dryRun ? '?dryRun=1' : '');

type UploadEvents = Pick<UploadOptions, 'onProgress' | 'onSent' | 'signal'>;

/** A file as the body, typed as itself: the server checks its bytes and answers the whole setup. */
const putFile = (path: string, file: File, events: UploadEvents) =>
  uploadRequest(path, AdminSetupReply, file, { method: 'PUT', contentType: file.type, ...events });
const postFile = (path: string, file: File, events: UploadEvents) =>
  uploadRequest(path, AdminSetupReply, file, { contentType: file.type, ...events });

const fetchSetup = () => apiRequest(SETUP, AdminSetupReply);

export const saveEventSettings = (input: EventSettingsInput) =>
  apiRequest(`${SETUP}/event`, AdminSetupReply, { method: 'PUT', body: input });

/** The server makes the new team's key from its office's English name. */
export const addTeam = (input: TeamInput) =>
  apiRequest(`${SETUP}/teams`, AdminSetupReply, { method: 'POST', body: input });
export const saveTeam = (key: string, input: TeamInput) =>
  apiRequest(teamPath(key), AdminSetupReply, { method: 'PUT', body: input });
/** Refused with team_not_empty while anyone is registered in the team or it holds points. */
export const removeTeam = (key: string) =>
  apiRequest(teamPath(key), AdminSetupReply, { method: 'DELETE' });
/** `keys`: every team, each once, in the new order. */
export const orderTeams = (keys: string[]) =>
  apiRequest(`${SETUP}/teams-order`, AdminSetupReply, { method: 'PUT', body: { keys } });
export const uploadTeamImage = (
  key: string,
  image: 'logo' | 'poster',
  file: File,
  events: UploadEvents = {},
) => putFile(`${teamPath(key)}/${image}`, file, events);

export const uploadBrandImage = (slot: BrandSlot, file: File, events: UploadEvents = {}) =>
  putFile(`${SETUP}/brand/${slot}`, file, events);

export const addSlogan = (file: File, events: UploadEvents = {}) =>
  postFile(`${SETUP}/slogans`, file, events);
export const removeSlogan = (id: string) =>
  apiRequest(`${SETUP}/slogans/${encodeURIComponent(id)}`, AdminSetupReply, { method: 'DELETE' });
export const orderSlogans = (ids: string[]) =>
  apiRequest(`${SETUP}/slogans-order`, AdminSetupReply, { method: 'PUT', body: { ids } });

/** The video itself as the body (up to 500 MB), its title in the address; `signal` stops it. */
export const addVideo = (title: string, file: File, events: UploadEvents = {}) =>
  postFile(`${SETUP}/videos?title=${encodeURIComponent(title)}`, file, events);
export const renameVideo = (id: string, title: string) =>
  apiRequest(videoPath(id), AdminSetupReply, { method: 'PUT', body: { title } });
export const uploadVideoCover = (id: string, file: File, events: UploadEvents = {}) =>
  putFile(`${videoPath(id)}/cover`, file, events);
export const removeVideo = (id: string) =>
  apiRequest(videoPath(id), AdminSetupReply, { method: 'DELETE' });
export const orderVideos = (ids: string[]) =>
  apiRequest(`${SETUP}/videos-order`, AdminSetupReply, { method: 'PUT', body: { ids } });

/** A dry run reports what the file would replace and changes nothing; without it, all or nothing. */
export const importSetup = (file: File, dryRun: boolean, events: UploadEvents = {}) =>
  uploadRequest(`${SETUP}/import${dryRunQuery(dryRun)}`, SetupImportReport, file, {
    contentType: SETUP_FILE_TYPE,
    ...events,
  });

/** Under the admin area's keys, so whatever invalidates those reads the setup again too. */
export const setupKeys = {
  setup: () => ['admin', 'setup'] as const,
};

/** The setup's read, as every Setup screen asks for it. */
export const setupQueries = {
  setup: () => queryOptions({ queryKey: setupKeys.setup(), queryFn: fetchSetup }),
};

/**
 * A setup file checked or imported (the import card's upload); its failure shows in the card. An
 * import may change everything: the teams, the images, the quizzes and their questions.
 */
export function useImportSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ source, dryRun, events }: ImportRequest) => importSetup(source, dryRun, events),
    meta: { toastOnError: false },
    onSuccess: (report) => {
      if (report.dryRun) return;
      void queryClient.invalidateQueries({ queryKey: adminReadsKey });
      void queryClient.invalidateQueries({ queryKey: siteKeys.publicSite() });
    },
  });
}
