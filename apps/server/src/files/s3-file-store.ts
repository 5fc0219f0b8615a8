import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { S3Settings } from '../config.js';
import { fileKeyOf } from './file-key.js';
import type { FileStore } from './file-store.js';

/**
 * File contents in object storage on the S3 protocol (AWS S3, Naver Cloud, NHN Cloud, Garage,
 * SeaweedFS: issue 45), so that every machine reads what any one of them stored. Keys are laid out
 * as the local directory's paths.
 */
export function s3FileStore(settings: S3Settings): FileStore {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  const Bucket = settings.bucket;
  const objectOf = async (id: string) => {
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: fileKeyOf(id) }));
    } catch (error) {
      if (error instanceof NoSuchKey) return undefined;
      throw error;
    }
  };
  return {
    async put(id, bytes) {
      await client.send(new PutObjectCommand({ Bucket, Key: fileKeyOf(id), Body: bytes }));
    },
    async get(id) {
      const body = (await objectOf(id))?.Body;
      return body ? Buffer.from(await body.transformToByteArray()) : undefined;
    },
    async stream(id) {
      // in Node the SDK's body is a Readable of the response as it arrives
      return (await objectOf(id))?.Body as Readable | undefined;
    },
    async remove(id) {
      // deleting a key that is not there succeeds, as the local store's `force` does
      await client.send(new DeleteObjectCommand({ Bucket, Key: fileKeyOf(id) }));
    },
    async probe() {
      // the bucket is there and these keys may use it: the cheapest request that proves both
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
