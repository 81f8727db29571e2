// Files in an S3 bucket (AWS or any S3-compatible service), so every instance sees every upload.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { ConfigError, type StorageConfig } from '../config.js';
import { checkKey, type Storage } from './storage-contract.js';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png' };

function contentType(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
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
          ContentType: contentType(key),
        }),
      );
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        if (!object.Body) return null;
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
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
