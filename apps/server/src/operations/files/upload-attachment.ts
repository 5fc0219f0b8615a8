import { enforceLimit } from '../../security/rate-limit.js';
import { ownerOf } from '../../files/file-owner.js';
import { storeFile } from '../../files/store-file.js';
import { ensureUploader } from '../../files/uploader-cookie.js';
import { implement } from '../registry.js';

export const uploadAttachment = implement(
  'uploadAttachment',
  'anyone',
  'public',
  async ({ file }, { db, files, actor, request, reply, config }) => {
    await enforceLimit(db, `upload:ip:${request.ip}`, { limit: 30, windowMs: 3600_000 });
    const owner = ownerOf(actor, () => ensureUploader(request, reply, config));
    return storeFile(db, files, { name: file.name, bytes: Buffer.from(file.base64, 'base64'), owner });
  },
);
