// Files in an S3 bucket (AWS or any S3-compatible service), so every instance sees every upload.
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { ConfigError, type StorageConfig } from '../config.js';
import { contentTypeOf } from './content-types.js';
import { checkKey, type Storage } from './storage-contract.js';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

/** A missing object: GetObject says NoSuchKey, HeadObject (which has no body) only its status. */
function isMissing(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
  );
}

/** The whole object's size from a ranged answer's `Content-Range: bytes 2-5/1234`. */
function totalSize(contentRange: string | undefined): number | null {
  const total = /\/(\d+)$/.exec(contentRange ?? '')?.[1];
  return total === undefined ? null : Number(total);
}

/** Connects to the bucket and checks it is there, so a wrong name stops start-up, not an upload. */
export async function s3Storage(config: S3Config): Promise<Storage> {
  const client = new S3Client({
    region: config.region,
    ...(config.credentials ? { credentials: config.credentials } : {}),
    ...(config.endpoint
      ? {
          endpoint: config.endpoint,
          // S3-compatible servers (MinIO, Ceph, s3rver) address buckets by path, not by host name,
          // and many refuse the newer default checksums that only AWS itself requires.
          forcePathStyle: true,
          requestChecksumCalculation: 'WHEN_REQUIRED' as const,
          responseChecksumValidation: 'WHEN_REQUIRED' as const,
        }
      : {}),
  });
  const Bucket = config.bucket;
  const objectKey = (key: string) =>
    config.prefix ? `${config.prefix}/${checkKey(key)}` : checkKey(key);

  try {
    await client.send(new HeadBucketCommand({ Bucket }));
  } catch (error) {
    client.destroy();
    const reason =
      error instanceof S3ServiceException
        ? `${error.name}, HTTP ${error.$metadata.httpStatusCode ?? '?'}`
        : (error as Error).message;
    throw new ConfigError(`STORAGE_URL: cannot reach the bucket s3://${Bucket} (${reason})`);
  }

  return {
    async put(key, data) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(key),
          Body: data,
          ContentType: contentTypeOf(key),
        }),
      );
    },
    async putFile(key, localPath) {
      // One PUT streams up to 5 GB; the length is sent up front, as S3 needs it for a stream.
      const { size } = await fs.stat(localPath);
      const body = createReadStream(localPath);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: objectKey(key),
            Body: body,
            ContentLength: size,
            ContentType: contentTypeOf(key),
          }),
        );
      } finally {
        body.destroy();
      }
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        if (!object.Body) return null;
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return { size: head.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async read(key, range) {
      let object;
      try {
        object = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: objectKey(key),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      const body = object.Body;
      // In Node the SDK's body is the HTTP response itself.
      if (!(body instanceof Readable)) throw new Error(`S3 GetObject gave no stream for ${key}`);
      const size = range ? totalSize(object.ContentRange) : (object.ContentLength ?? null);
      if (size !== null) return { body, size };
      // A server that answers a range without Content-Range: the size from the object's head.
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return { body, size: head.ContentLength ?? 0 };
      } catch (error) {
        body.destroy();
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async close() {
      client.destroy();
    },
  };
}
