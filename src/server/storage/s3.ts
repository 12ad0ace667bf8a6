import type { S3Client } from "@aws-sdk/client-s3";
import { assertSafeKey, type Storage } from "./types";

/** An S3-compatible bucket (AWS, MinIO, R2...), path-style addressing for the non-AWS ones. */
export function createS3Storage(options: {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}): Storage {
  // The AWS SDK is loaded with the first request to the bucket, not at start (issue 19 item 7).
  let sdk: Promise<{ s3: typeof import("@aws-sdk/client-s3"); client: S3Client }> | undefined;
  const aws = () =>
    (sdk ??= import("@aws-sdk/client-s3").then((s3) => ({
      s3,
      client: new s3.S3Client({
        endpoint: options.endpoint,
        region: options.region,
        forcePathStyle: true,
        credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      }),
    })));
  const Bucket = options.bucket;
  return {
    kind: "s3",
    async put(key, body, contentType) {
      assertSafeKey(key);
      const { s3, client } = await aws();
      await client.send(new s3.PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async get(key) {
      assertSafeKey(key);
      const { s3, client } = await aws();
      try {
        const res = await client.send(new s3.GetObjectCommand({ Bucket, Key: key }));
        if (!res.Body) return null;
        const bytes = await res.Body.transformToByteArray();
        return { body: Buffer.from(bytes), contentType: res.ContentType ?? "application/octet-stream" };
      } catch (err) {
        const name = (err as { name?: string }).name;
        if (name === "NoSuchKey" || name === "NotFound") return null;
        throw err;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      const { s3, client } = await aws();
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
