import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';

/** A file's SHA-256 (hex) read as a stream: a database dump may be larger than memory allows. */
export async function fileDigest(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
