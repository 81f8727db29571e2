// A photo wall's routes: a person's upload and delete, and the album (signed in); each photo's
// image (approved: anyone's, for the venue screens that have no cookie; else its sender's and
// organisers'); an organiser's approve and hide.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Album, ModerationPhoto, MySends } from '../../../common/engage.js';
import { ActivityParams, PhotoActionParams } from '../../../common/engage-input.js';
import { IMAGE_MAX_BYTES } from '../../../common/upload-limits.js';
import { runChange } from '../../changes/run-change.js';
import { AppError } from '../../errors.js';
import { acceptUploads } from '../../files/upload-scope.js';
import { refusedAs, type ZodTypeProvider } from '../../route-schemas.js';
import { isAdmin } from '../admin/admin-service.js';
import { requireAdmin } from '../auth/require-admin.js';
import { requireUser } from '../auth/require-user.js';
import { signedInUser } from '../auth/sessions.js';
import { mineIn } from './engage-state.js';
import {
  addPhoto,
  checkPhotoAdmitted,
  deleteOwnPhoto,
  moderatePhoto,
  newPhotoKeys,
  readAlbum,
  renderPhoto,
  viewablePhoto,
} from './photos.js';

/** What a phone sends as a photo: anything an image may be labelled; its content decides. */
const PHOTO_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/heic',
  'image/heif',
  'image/tiff',
  'application/octet-stream',
];

const photoParams = refusedAs(ActivityParams, { code: 'not_found' });
/** `?size=small` for the small rendition, `?download=1` for an attachment; anything else is ignored. */
const ImageQuery = z.object({
  size: z.enum(['small']).optional(),
  download: z.enum(['1']).optional(),
});

export async function photoRoutes(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  requireUser(app);

  // The upload's own scope: the only route here whose body is an image, up to IMAGE_MAX_BYTES,
  // counted as it arrives (a larger one is refused without reading the rest).
  await app.register(async (uploads) => {
    await acceptUploads(uploads, {
      whole: PHOTO_TYPES,
      tooLarge: () => new AppError('photo_too_large'),
      notAccepted: () => new AppError('photo_not_image'),
    });
    const uploadSchema = { params: photoParams, response: { 201: MySends } };
    uploads
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/engage/:id/photos',
        { bodyLimit: IMAGE_MAX_BYTES, schema: uploadSchema },
        async (request, reply) => {
          const { uid } = request.user;
          const activityId = request.params.id;
          if (!Buffer.isBuffer(request.body)) throw new AppError('photo_not_image');
          // A wall that is over, a missing profile or a full share: refused before the decoding.
          await checkPhotoAdmitted(app.db, activityId, uid, app.clock.now());
          const rendered = await renderPhoto(request.body);
          const keys = newPhotoKeys(activityId);
          await app.storage.put(keys.imageKey, rendered.screen);
          await app.storage.put(keys.smallKey, rendered.small);
          const photo = { ...keys, width: rendered.width, height: rendered.height };
          try {
            await addPhoto(app.db, { activityId, userId: uid, now: app.clock.now(), photo });
          } catch (error) {
            await removeQuietly(app, request, [keys.imageKey, keys.smallKey]);
            throw error;
          }
          app.engage.touched();
          return reply.code(201).send(await mineIn(app.db, uid, activityId));
        },
      );
  });

  const deleteSchema = { params: photoParams, response: { 200: MySends } };
  app.delete('/api/engage/photos/:id', { schema: deleteSchema }, async (request) => {
    const { uid } = request.user;
    const photo = await deleteOwnPhoto(app.db, uid, request.params.id);
    await removeQuietly(app, request, [photo.image_key, photo.small_key]);
    // An approved photo leaves every screen and phone now; another only the organisers' queue.
    // Its points for taking part go back with it.
    if (photo.status === 'approved') {
      await app.bus.publish({ type: 'engage' });
      app.engage.touched(true);
    } else app.engage.touched();
    return mineIn(app.db, uid, photo.activity_id);
  });

  app.get('/api/engage/album', { schema: { response: { 200: Album } } }, async () => {
    if (!app.site.gallery.album) throw new AppError('not_found');
    return readAlbum(app.db);
  });
}

/** A file that could not be removed is only an orphan: the answer stays the request's own. */
async function removeQuietly(app: FastifyInstance, request: FastifyRequest, keys: string[]) {
  for (const key of keys)
    await app.storage.remove(key).catch((error: unknown) => {
      request.log.warn({ err: error, key }, 'could not remove a photo');
    });
}

/**
 * A photo's image. Not behind requireUser: an approved photo is on the venue screens, which have no
 * cookie (its id is a random uuid). Any other is its sender's and organisers' only, and to everyone
 * else it is not there at all (404, never 403). Never cached without asking again, so a photo
 * taken down is gone at the next look.
 */
export async function photoImageRoutes(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  /** Whoever the request's session is, if it has a live one. */
  const viewerOf = (request: FastifyRequest) => async () => {
    try {
      const user = await signedInUser(app.db, app.config, request, app.clock.now());
      return { uid: user.uid, organiser: await isAdmin(app.db, user.phoneNumber) };
    } catch (error) {
      if (error instanceof AppError) return null;
      throw error;
    }
  };

  const schema = { params: photoParams, querystring: refusedAs(ImageQuery, { code: 'not_found' }) };
  app.get('/api/engage/photos/:id/image', { schema }, async (request, reply) => {
    const { id } = request.params;
    const { size, download } = request.query;
    const photo = await viewablePhoto(app.db, id, viewerOf(request));
    const key = size === 'small' ? photo?.small_key : photo?.image_key;
    // A photo's files never change: its id and size name its bytes.
    const etag = `"${id}${size === 'small' ? '-small' : ''}"`;
    reply.header('cache-control', 'private, no-cache').header('x-content-type-options', 'nosniff');
    if (key && request.headers['if-none-match'] === etag)
      return reply.code(304).header('etag', etag).send();
    const stored = key ? await app.storage.read(key) : null;
    if (!stored) throw new AppError('not_found');
    if (download) {
      const name = `utsav-photo-${id.slice(0, 8)}.jpg`;
      reply.header('content-disposition', `attachment; filename="${name}"`);
    }
    return reply
      .header('content-type', 'image/jpeg')
      .header('content-length', stored.size)
      .header('etag', etag)
      .send(stored.body);
  });
}

export async function photoAdminRoutes(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  requireAdmin(app);

  const schema = {
    params: refusedAs(PhotoActionParams, { code: 'not_found' }),
    response: { 200: ModerationPhoto },
  };
  app.post('/api/admin/engage/photos/:id/:action', { schema }, async (request) => {
    const { id, action } = request.params;
    return runChange(app, request, moderatePhoto(id, action));
  });
}
