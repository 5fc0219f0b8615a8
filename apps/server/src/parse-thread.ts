import type { ParseFile, ParseReaders, ParseTask } from './files/parse-pool.js';
import { readBankFile } from './instruments/read-bank-file.js';
import { readClassList } from './projects/class-list/read-class-list.js';
import { readNormFile } from './scoring/staff/read-norm-file.js';
import { serveTasks } from './threads/serve-tasks.js';

/** The file as the readers take it, over the bytes that crossed (no copy). */
const asBuffer = ({ name, bytes }: ParseFile) => ({
  name,
  bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
});

/**
 * A parse thread (files/parse-pool.ts starts it): reads each uploaded file it is sent with the
 * domain's reader and answers what the reader answers, or the error's text. It sits at the
 * composition root because it knows every domain's readers.
 */
const readers: ParseReaders = {
  classList: (file) => readClassList(asBuffer(file)),
  itemBank: (file) => readBankFile(asBuffer(file)),
  normTable: (file) => readNormFile(asBuffer(file)),
};

const read = async ({ kind, file }: ParseTask) =>
  (readers[kind] as (file: ParseTask['file']) => Promise<unknown>)(file);

serveTasks(read);
