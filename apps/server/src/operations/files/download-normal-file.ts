import { filePath } from '@putt/contract/files';
import { readableFile } from '../../files/read-file.js';
import { uploaderDigest } from '../../files/uploader-cookie.js';
import { implement } from '../registry.js';

export const downloadNormalFile = implement(
  'downloadNormalFile',
  'anyone',
  'own',
  async ({ id }, { db, actor, request }) => {
    const file = await readableFile(db, id, actor, uploaderDigest(request));
    return { id: file.id, name: file.name, type: file.mediaType, size: file.size, url: filePath(file.id) };
  },
);
