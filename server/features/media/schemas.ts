// Request shapes of the media route, which only the server reads.
import { z } from 'zod';

/** GET /media/<file>: a name made from a file's hash, of a type the event's media come in. */
export const MediaFileParams = z.object({
  file: z.string().regex(/^[a-f0-9]{64}(-\d+)?\.(webp|svg|png|jpe?g|gif|avif|mp4|webm)$/),
});
