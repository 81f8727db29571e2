// The setup's uploads: images (team logos and posters, brand images, slogans, video covers) and
// videos. Each is the file itself as the request's body, read only in this scope. An image is checked
// by its content and re-encoded before anything refers to it; a video is streamed to storage, never
// held in memory, and whatever fails half-way leaves nothing behind (server/features/media). A route
// declares its params, query and reply; the file it reads itself.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PassThrough } from 'node:stream';
import type { z } from 'zod';
import {
  BrandSlotParams,
  ItemParams,
  TeamImageParams,
  VideoTitleInput,
} from '../../../common/setup.js';
import { AdminSetup } from '../../../common/setup-api.js';
import {
  EVENT_IMAGE_TYPES,
  IMAGE_MAX_BYTES,
  VIDEO_MAX_BYTES,
  VIDEO_TYPES as ACCEPTED_VIDEO_TYPES,
} from '../../../common/upload-limits.js';
import { AppError } from '../../errors.js';
import { acceptUploads } from '../../files/upload-scope.js';
import { refusedAs, type ZodTypeProvider } from '../../route-schemas.js';
import { ingestImage } from '../media/images.js';
import { ingestVideo } from '../media/videos.js';
import { changeSetup } from './route-helpers.js';
import {
  addSlogan,
  addVideo,
  setBrandImage,
  setTeamImage,
  setVideoCover,
} from './setup-service.js';

const IMAGE_TYPES: readonly string[] = EVENT_IMAGE_TYPES;
const VIDEO_TYPES: readonly string[] = ACCEPTED_VIDEO_TYPES;

/** Every upload answers the whole setup. */
const setupReply = { response: { 200: AdminSetup } };
const imageRoute = { bodyLimit: IMAGE_MAX_BYTES };
/** An image upload to the place its params name; a malformed place is not there. */
const imageAt = <T extends z.ZodType>(params: T) => ({
  ...imageRoute,
  schema: { ...setupReply, params: refusedAs(params, { code: 'not_found' }) },
});

export async function setupUploadRoutes(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  // A video is handed on as the request stream itself: ingestVideo counts its bytes as they come.
  await acceptUploads(app, {
    whole: IMAGE_TYPES,
    streamed: VIDEO_TYPES,
    tooLarge: () => new AppError('image_too_large'),
    notAccepted: (request) =>
      new AppError(/\/videos(\?|$)/.test(request.url) ? 'video_not_video' : 'image_not_image'),
  });

  /** The uploaded image, checked and stored; nothing refers to it until the change commits. */
  const imageOf = async (request: FastifyRequest) => {
    if (!IMAGE_TYPES.includes(request.headers['content-type'] ?? ''))
      throw new AppError('image_not_image');
    if (!Buffer.isBuffer(request.body)) throw new AppError('image_not_image');
    return ingestImage(app.storage, request.body);
  };

  app.put('/api/admin/setup/teams/:key/:image', imageAt(TeamImageParams), async (request) => {
    const { key, image } = request.params;
    const stored = await imageOf(request);
    return changeSetup(app, request, (trx, actor) => setTeamImage(trx, key, image, stored, actor));
  });

  app.put('/api/admin/setup/brand/:slot', imageAt(BrandSlotParams), async (request) => {
    const { slot } = request.params;
    const stored = await imageOf(request);
    return changeSetup(app, request, (trx, actor) => setBrandImage(trx, slot, stored, actor));
  });

  const sloganRoute = { ...imageRoute, schema: setupReply };
  app.post('/api/admin/setup/slogans', sloganRoute, async (request) => {
    const stored = await imageOf(request);
    return changeSetup(app, request, (trx, actor) => addSlogan(trx, stored, actor));
  });

  app.put('/api/admin/setup/videos/:id/cover', imageAt(ItemParams), async (request) => {
    const { id } = request.params;
    const stored = await imageOf(request);
    return changeSetup(app, request, (trx, actor) => setVideoCover(trx, id, stored, actor));
  });

  const videoSchema = {
    ...setupReply,
    querystring: refusedAs(VideoTitleInput, { code: 'invalid_setup' }),
  };
  app.post('/api/admin/setup/videos', { schema: videoSchema }, async (request) => {
    const { title } = request.query;
    if (!VIDEO_TYPES.includes(request.headers['content-type'] ?? ''))
      throw new AppError('video_not_video');
    // Said before a byte is read when the browser gives the size, as it does.
    if (Number(request.headers['content-length'] ?? 0) > VIDEO_MAX_BYTES)
      throw new AppError('video_too_large');
    // Handed on through a stream of its own: a refusal stops that one, and the rest of the request
    // is read and dropped, so the browser hears the refusal rather than a cut connection.
    const upload = request.raw;
    const source = new PassThrough();
    upload.pipe(source);
    // A connection that closes before the last byte ends the upload half-way: pipe() alone would
    // leave the copy waiting for bytes that never come.
    upload.once('close', () => {
      if (!upload.complete) source.destroy(new Error('the upload was cut off'));
    });
    let video;
    try {
      video = await ingestVideo(app.storage, source, VIDEO_MAX_BYTES);
    } catch (error) {
      upload.unpipe(source);
      upload.resume();
      // The connection went away half-way: nothing was kept, and nobody is left to answer.
      if (!(error instanceof AppError)) throw new AppError('bad_upload');
      throw error;
    }
    return changeSetup(app, request, (trx, actor) => addVideo(trx, title, video, actor));
  });
}
