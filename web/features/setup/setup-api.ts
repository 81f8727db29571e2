// Calls of the event's setup (teams, brand images, slogans, videos, settings, the setup file) and its
// read with its query key; the replies' shapes are common/setup-api.ts's, the requests' common/setup.ts's.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicTeam, PublicVideo } from '../../../common/api';
import type { BrandSlot } from '../../../common/event';
import type { EventSettingsInput, ImageUndo, TeamInput } from '../../../common/setup';
import { AdminSetup, SetupImportReport } from '../../../common/setup-api';
import type { ImportRequest } from '../../components/import-card';
import { adminReadsKey } from '../../lib/admin-keys';
import { apiRequest } from '../../lib/api';
import { dryRunQuery } from '../../lib/dry-run-query';
import type { MutationCallbacks } from '../../lib/mutation-callbacks';
import { useChangeMutation } from '../../lib/use-change-mutation';
import { siteKeys } from '../../lib/site-api';
import { uploadRequest, type UploadOptions } from '../../lib/upload-request';

export type { SetupImportReport } from '../../../common/setup-api';

/** The setup as the admin screens show it (common/setup-api.ts). */
const AdminSetupReply = AdminSetup;
export type AdminSetupReply = AdminSetup;

/** The image formats the server takes (it re-encodes each, SVG too), and its size limit. */
export {
  EVENT_IMAGE_TYPES as IMAGE_TYPES,
  IMAGE_MAX_BYTES,
  VIDEO_MAX_BYTES,
  VIDEO_TYPES,
} from '../../../common/upload-limits';

/** A setup file is a .zip, which browsers type in more than one way: the server reads the bytes. */
const SETUP_FILE_TYPE = 'application/zip';
export { SETUP_FILE_MAX_BYTES } from '../../../common/setup-file';

/** Everything of the event's setup in one file, to load into another installation. */
export const SETUP_EXPORT_URL = '/api/admin/setup/export';

const SETUP = '/api/admin/setup';
const teamPath = (key: string) => `${SETUP}/teams/${encodeURIComponent(key)}`;
const videoPath = (id: string) => `${SETUP}/videos/${encodeURIComponent(id)}`;

export type UploadEvents = Pick<UploadOptions, 'onProgress' | 'onSent' | 'signal'>;

/** A file as the body, typed as itself: the server checks its bytes and answers the whole setup. */
const putFile = (path: string, file: File, events: UploadEvents) =>
  uploadRequest(path, AdminSetupReply, file, { method: 'PUT', contentType: file.type, ...events });
const postFile = (path: string, file: File, events: UploadEvents) =>
  uploadRequest(path, AdminSetupReply, file, { contentType: file.type, ...events });

const fetchSetup = () => apiRequest(SETUP, AdminSetupReply);

const saveEventSettings = (input: EventSettingsInput) =>
  apiRequest(`${SETUP}/event`, AdminSetupReply, { method: 'PUT', body: input });

/** The server makes the new team's key from its office's English name. */
const addTeam = (input: TeamInput) =>
  apiRequest(`${SETUP}/teams`, AdminSetupReply, { method: 'POST', body: input });
const saveTeam = (key: string, input: TeamInput) =>
  apiRequest(teamPath(key), AdminSetupReply, { method: 'PUT', body: input });
/** Refused with team_not_empty while anyone is registered in the team or it holds points. */
const removeTeam = (key: string) =>
  apiRequest(teamPath(key), AdminSetupReply, { method: 'DELETE' });
/** `keys`: every team, each once, in the new order. */
const orderTeams = (keys: string[]) =>
  apiRequest(`${SETUP}/teams-order`, AdminSetupReply, { method: 'PUT', body: { keys } });
const uploadTeamImage = (
  key: string,
  image: 'logo' | 'poster',
  file: File,
  events: UploadEvents = {},
) => putFile(`${teamPath(key)}/${image}`, file, events);

const uploadBrandImage = (slot: BrandSlot, file: File, events: UploadEvents = {}) =>
  putFile(`${SETUP}/brand/${slot}`, file, events);

const addSlogan = (file: File, events: UploadEvents = {}) =>
  postFile(`${SETUP}/slogans`, file, events);
const removeSlogan = (id: string) =>
  apiRequest(`${SETUP}/slogans/${encodeURIComponent(id)}`, AdminSetupReply, { method: 'DELETE' });
const orderSlogans = (ids: string[]) =>
  apiRequest(`${SETUP}/slogans-order`, AdminSetupReply, { method: 'PUT', body: { ids } });

/** The video itself as the body (up to 500 MB), its title in the address; `signal` stops it. */
const addVideo = (title: string, file: File, events: UploadEvents = {}) =>
  postFile(`${SETUP}/videos?title=${encodeURIComponent(title)}`, file, events);
const renameVideo = (id: string, title: string) =>
  apiRequest(videoPath(id), AdminSetupReply, { method: 'PUT', body: { title } });
const uploadVideoCover = (id: string, file: File, events: UploadEvents = {}) =>
  putFile(`${videoPath(id)}/cover`, file, events);
const removeVideo = (id: string) =>
  apiRequest(videoPath(id), AdminSetupReply, { method: 'DELETE' });
const orderVideos = (ids: string[]) =>
  apiRequest(`${SETUP}/videos-order`, AdminSetupReply, { method: 'PUT', body: { ids } });

/** A dry run reports what the file would replace and changes nothing; without it, all or nothing. */
const importSetup = (file: File, dryRun: boolean, events: UploadEvents = {}) =>
  uploadRequest(`${SETUP}/import${dryRunQuery(dryRun)}`, SetupImportReport, file, {
    contentType: SETUP_FILE_TYPE,
    ...events,
  });

/** Under the admin area's keys, so whatever invalidates those reads the setup again too. */
const setupKeys = {
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

/**
 * A change to the event's setup. Every one answers the whole setup, which the Setup screens show at
 * once; the event's own screens then read the public site again, so the rest of the app follows.
 */
const useSetupChange = <Variables>(
  mutationFn: (variables: Variables) => Promise<AdminSetupReply>,
  callbacks: MutationCallbacks<AdminSetupReply, Variables>,
) =>
  useChangeMutation(mutationFn, callbacks, {
    show: (setup, queryClient) => queryClient.setQueryData(setupKeys.setup(), setup),
    stale: siteKeys.publicSite(),
  });

type Callbacks<Variables> = MutationCallbacks<AdminSetupReply, Variables>;

export const useSaveEventSettings = (callbacks: Callbacks<EventSettingsInput> = {}) =>
  useSetupChange(saveEventSettings, callbacks);

export const useAddTeam = (callbacks: Callbacks<TeamInput> = {}) =>
  useSetupChange(addTeam, callbacks);
export const useSaveTeam = (key: string, callbacks: Callbacks<TeamInput> = {}) =>
  useSetupChange((input: TeamInput) => saveTeam(key, input), callbacks);
export const useRemoveTeam = (callbacks: Callbacks<PublicTeam> = {}) =>
  useSetupChange((team: PublicTeam) => removeTeam(team.key), callbacks);
export const useOrderTeams = () => useSetupChange(orderTeams, {});

/** Where a Setup image goes: a brand slot, a team's logo or poster, a new slogan, a video's cover. */
export type SetupImageTarget =
  | { kind: 'brand'; slot: BrandSlot }
  | { kind: 'team'; key: string; image: 'logo' | 'poster' }
  | { kind: 'slogan' }
  | { kind: 'cover'; videoId: string };

type ImageSent = { file: File; events: UploadEvents };

function uploadImage(target: SetupImageTarget, { file, events }: ImageSent) {
  switch (target.kind) {
    case 'brand':
      return uploadBrandImage(target.slot, file, events);
    case 'team':
      return uploadTeamImage(target.key, target.image, file, events);
    case 'slogan':
      return addSlogan(file, events);
    case 'cover':
      return uploadVideoCover(target.videoId, file, events);
  }
}

export const useUploadSetupImage = (
  target: SetupImageTarget,
  callbacks: Callbacks<ImageSent> = {},
) => useSetupChange((sent: ImageSent) => uploadImage(target, sent), callbacks);

/** The places whose replacement can be undone: a brand image, a team's logo or poster. */
export type ReplacedImageTarget = Extract<SetupImageTarget, { kind: 'brand' | 'team' }>;

export const isUndoable = (target: SetupImageTarget): target is ReplacedImageTarget =>
  target.kind === 'brand' || target.kind === 'team';

/** The stored file in that place as the setup shows it (its /media/ address's name), if any. */
export function storedFileAt(setup: AdminSetupReply, target: ReplacedImageTarget): string | null {
  const image =
    target.kind === 'brand'
      ? setup.site.brand[target.slot]
      : setup.site.teams.find((team) => team.key === target.key)?.[target.image];
  return image?.src.split('/').pop() ?? null;
}

/** `replaced`: the stored file a replacement put in the place, which the one before takes back. */
const undoImage = (target: ReplacedImageTarget, replaced: string) =>
  apiRequest(
    target.kind === 'brand'
      ? `${SETUP}/brand/${target.slot}/undo`
      : `${teamPath(target.key)}/${target.image}/undo`,
    AdminSetupReply,
    { method: 'POST', body: { replaced } satisfies ImageUndo },
  );

/** Undo of an image's replacement, given the file it put in the place. */
export const useUndoImage = (target: ReplacedImageTarget, callbacks: Callbacks<string> = {}) =>
  useSetupChange((replaced: string) => undoImage(target, replaced), callbacks);

export const useRemoveSlogan = (callbacks: Callbacks<string> = {}) =>
  useSetupChange(removeSlogan, callbacks);
export const useOrderSlogans = () => useSetupChange(orderSlogans, {});

type VideoSent = { title: string; file: File; events: UploadEvents };

/** `events.signal` stops the upload; nothing is kept of a video the server did not take whole. */
export const useAddVideo = (callbacks: Callbacks<VideoSent> = {}) =>
  useSetupChange(({ title, file, events }: VideoSent) => addVideo(title, file, events), callbacks);
export const useRenameVideo = (videoId: string, callbacks: Callbacks<string> = {}) =>
  useSetupChange((title: string) => renameVideo(videoId, title), callbacks);
export const useRemoveVideo = (callbacks: Callbacks<PublicVideo> = {}) =>
  useSetupChange((video: PublicVideo) => removeVideo(video.id), callbacks);
export const useOrderVideos = () => useSetupChange(orderVideos, {});
