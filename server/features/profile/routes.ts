// Completing the profile (JSON, or multipart with a photo) and serving the photo to its owner.
import { finished, type Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Profile } from '../../../common/api.js';
import { ProfileInput, SELFIE_MAX_BYTES, SelfieParams } from '../../../common/profile-input.js';
import { AppError, parseInput } from '../../errors.js';
import { refusedAs, type ZodTypeProvider } from '../../route-schemas.js';
import { formParts, type FormLimits } from '../../files/multipart-forms.js';
import { acceptUploads } from '../../files/upload-scope.js';
import { isAdmin } from '../admin/admin-service.js';
import { requireUser } from '../auth/require-user.js';
import {
  completeProfile,
  findProfile,
  presentProfile,
  refuseUnsaveableProfile,
} from './profile-service.js';
import { newSelfieKey, processSelfie } from './selfie.js';

type Submission = { fields: Record<string, unknown>; photo: Buffer | null };

/** The form: one photo and a few short fields; the whole body is refused past their sum. */
const PROFILE_FORM: FormLimits = {
  fileSize: SELFIE_MAX_BYTES,
  files: 1,
  fields: 10,
  fieldSize: 1024,
  parts: 12,
};
const photoTooLarge = () => new AppError('photo_too_large');

/** The file's bytes; over the size limit it fails at once instead of reading the rest. */
function readLimited(file: Readable & { truncated?: boolean }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    file.on('data', (chunk: Buffer) => chunks.push(chunk));
    file.on('limit', () => reject(photoTooLarge()));
    // Settles for a stream that already ended or failed (a body cut off mid-photo may have been
    // parsed to its end before this handler got here), where 'end' and 'error' would never come.
    finished(file, (error) => {
      if (error) reject(error);
      else if (file.truncated) reject(photoTooLarge());
      else resolve(Buffer.concat(chunks));
    });
  });
}

/** The form's fields, and its photo when the photo section is on; a photo sent while it is off is refused unread. */
async function readSubmission(
  request: FastifyRequest,
  reply: FastifyReply,
  photosOn: boolean,
): Promise<Submission> {
  if (!request.isMultipart())
    return { fields: (request.body ?? {}) as Record<string, unknown>, photo: null };
  // No prototype: a field named "__proto__" is a field like any other, and refused as unknown.
  const fields: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  let photo: Buffer | null = null;
  try {
    for await (const part of formParts(request, reply, PROFILE_FORM, photoTooLarge)) {
      if (part.type === 'file') {
        if (!photosOn) throw new AppError('photos_off');
        if (part.fieldname !== 'selfie' || photo)
          throw new AppError('bad_request', { message: 'Only one photo, in the field "selfie"' });
        photo = await readLimited(part.file);
      } else {
        if (Object.hasOwn(fields, part.fieldname))
          throw new AppError('bad_request', { message: 'A field was sent twice' });
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw photoTooLarge();
    if (error instanceof AppError) throw error;
    // A body that is not well-formed multipart (cut off, no closing boundary) is the sender's fault.
    throw new AppError('bad_upload');
  }
  return { fields, photo };
}

/** Every route here is the signed-in user's: `request.user`. */
export async function profileRoutes(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  requireUser(app);
  // A file that could not be removed is only an orphan; the answer stays the save's own.
  const removeQuietly = async (request: FastifyRequest, key: string) => {
    try {
      await app.storage.remove(key);
    } catch (error) {
      request.log.warn({ err: error, key }, 'could not remove a photo');
    }
  };

  await acceptUploads(app, { json: true, forms: PROFILE_FORM });

  app.post('/api/profile', { schema: { response: { 200: Profile } } }, async (request, reply) => {
    const now = app.clock.now();
    const { user } = request;
    // Refused (over the limit, a photo while photos are off…), the rest of the form is not read.
    const submission = await readSubmission(request, reply, app.site.profile.selfie);
    const input = parseInput(ProfileInput, submission.fields, {
      code: 'invalid_profile',
      formRulesOnly: true,
    });

    // The photo is checked and stored under a key of its own before the save; a refused save
    // removes only this upload, never the photo of a profile saved before. Decoding a large photo
    // costs a second of CPU, so a save that would be refused anyway is refused before it.
    let storedKey: string | null = null;
    if (submission.photo) {
      await refuseUnsaveableProfile(app.db, user.uid, input.employeeId);
      const jpeg = await processSelfie(submission.photo);
      storedKey = newSelfieKey(user.uid);
      await app.storage.put(storedKey, jpeg);
    }
    let saved;
    try {
      saved = await completeProfile(app.db, app.site, {
        user,
        input,
        selfieKey: storedKey,
        now,
      });
    } catch (error) {
      if (storedKey) await removeQuietly(request, storedKey);
      throw error;
    }
    if (saved.replacedSelfieKey) await removeQuietly(request, saved.replacedSelfieKey);
    // Dashboards and this user's other tabs hear of it through the live stream.
    await app.bus.publish({ type: 'counters' });
    await app.bus.publish({ type: 'profile', uid: user.uid });
    return presentProfile(saved.profile, user.phoneNumber, app.site);
  });

  const selfieSchema = { params: refusedAs(SelfieParams, { code: 'not_found' }) };
  app.get('/api/selfies/:uid', { schema: selfieSchema }, async (request, reply) => {
    const { user } = request;
    const { uid } = request.params;
    if (user.uid !== uid && !(await isAdmin(app.db, user.phoneNumber)))
      throw new AppError('forbidden');
    const profile = await findProfile(app.db, uid);
    const photo = profile?.selfie_key ? await app.storage.get(profile.selfie_key) : null;
    if (!photo) throw new AppError('not_found');
    return reply
      .header('content-type', 'image/jpeg')
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .send(photo);
  });
}
