// The event's stored images and videos, public and cached for good: a file's name is made from its
// bytes, so it never changes meaning. A video is read in ranges, as a player seeks.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../errors.js';
import { refusedAs, type ZodTypeProvider } from '../../route-schemas.js';
import { contentTypeOf } from '../../storage/content-types.js';
import { parseByteRange } from './byte-range.js';
import { mediaKey } from './images.js';
import { MediaFileParams } from './schemas.js';

/** An SVG opened on its own (a trusted one of the content folder) runs nothing and loads nothing. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Whether an If-None-Match header names this file's tag (weakly compared, as RFC 9110 asks). */
function matchesTag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

/** The headers of every answer about a stored file: it is the same file under this name forever. */
function describeFile(reply: FastifyReply, file: string, etag: string): FastifyReply {
  reply
    .header('content-type', contentTypeOf(file))
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('etag', etag);
  if (file.endsWith('.svg')) reply.header('content-security-policy', SVG_POLICY);
  return reply;
}

export async function mediaRoutes(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  // HEAD is declared, not derived from GET: Fastify's derived HEAD would read the whole file.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/:file',
    schema: { params: refusedAs(MediaFileParams, { code: 'not_found' }) },
    handler: async (request, reply) => {
      const { file } = request.params;
      const key = mediaKey(file);
      const etag = `"${file}"`;
      const { range: rangeHeader, 'if-range': ifRange } = request.headers;
      // A range is only of this file: a client that holds another (If-Range) gets the whole one.
      const askedRange = ifRange === undefined || ifRange === etag ? rangeHeader : undefined;
      const notModified = matchesTag(request.headers['if-none-match'], etag);
      const isHead = request.method === 'HEAD';

      if (notModified) {
        if (!(await app.storage.stat(key))) throw new AppError('not_found');
        return describeFile(reply, file, etag).status(304).send();
      }
      // A whole file learns its size as it is opened; a range or a HEAD needs it first.
      if (askedRange === undefined && !isHead) {
        const read = await app.storage.read(key);
        if (!read) throw new AppError('not_found');
        return describeFile(reply, file, etag).header('content-length', read.size).send(read.body);
      }
      const stored = await app.storage.stat(key);
      if (!stored) throw new AppError('not_found');
      const range = parseByteRange(askedRange, stored.size);
      if (range === 'unsatisfiable') {
        return reply
          .status(416)
          .header('accept-ranges', 'bytes')
          .header('content-range', `bytes */${stored.size}`)
          .send();
      }
      const read = isHead ? null : await app.storage.read(key, range ?? undefined);
      if (!isHead && !read) throw new AppError('not_found');
      describeFile(reply, file, etag);
      if (range) {
        reply
          .status(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${stored.size}`)
          .header('content-length', range.end - range.start + 1);
      } else {
        reply.header('content-length', stored.size);
      }
      return reply.send(read?.body);
    },
  });
}
