import { availableParallelism } from 'node:os';
import { PoolBusy, PoolTimeout, ThreadLost, ThreadPool } from '../threads/thread-pool.js';

/**
 * What the parse threads read, by kind, and what each answers: plain data both ways. A domain adds
 * its kind by declaration merging (as projects/class-list/read-class-list.ts does), and the thread's
 * entry (src/parse-thread.ts) has one reader per kind, which the typecheck holds it to.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ParseAnswers {}

export type ParseKind = keyof ParseAnswers;
export type ParseFile = { name: string; bytes: Uint8Array };
export type ParseTask = { kind: ParseKind; file: ParseFile };

/** One reader per kind of file. */
export type ParseReaders = {
  [K in ParseKind]: (file: ParseFile) => Promise<ParseAnswers[K]> | ParseAnswers[K];
};

/**
 * Why a file was not read: every parse thread busy and the queue full (`busy`: try again in a
 * moment), past the time limit (`tooSlow`), or its thread died of it, out of its heap (`tooLarge`).
 */
export type ParseRefusal = 'busy' | 'tooSlow' | 'tooLarge';

/**
 * The limits of issue 43: a hostile workbook that unpacks to the 10 MB cap takes exceljs seconds
 * and hundreds of MB, which on the event loop held every answer save of a test day. A class list
 * of a thousand students reads in about 100 ms, a 400-item bank in less.
 */
export const PARSE_LIMITS = {
  /** one core stays the event loop's; the others read files, up to 4 */
  threads: Math.max(1, Math.min(4, availableParallelism() - 1)),
  /** files that may wait for a thread; more are refused at once as `busy` */
  maxQueue: 8,
  /** a file read longer than this is refused as `tooSlow`, and its thread ended */
  timeoutMs: 5_000,
  resourceLimits: { maxOldGenerationSizeMb: 384, maxYoungGenerationSizeMb: 32 },
};

let shared: ThreadPool<ParseTask, unknown> | undefined;

const pool = () =>
  (shared ??= new ThreadPool<ParseTask, unknown>({
    entry: {
      built: new URL('../parse-thread.js', import.meta.url),
      source: new URL('../parse-thread.ts', import.meta.url),
    },
    size: PARSE_LIMITS.threads,
    maxQueue: PARSE_LIMITS.maxQueue,
    timeoutMs: PARSE_LIMITS.timeoutMs,
    resourceLimits: PARSE_LIMITS.resourceLimits,
  }));

/**
 * Reads an uploaded file on a parse thread (a copy of its bytes crosses), off the event loop that
 * answers every examinee's saves; answers the reader's answer, or why the file was not read.
 */
export async function parseInThread<K extends ParseKind>(
  kind: K,
  file: { name: string; bytes: Buffer },
): Promise<ParseAnswers[K] | ParseRefusal> {
  const bytes = new Uint8Array(file.bytes);
  try {
    return (await pool().run({ kind, file: { name: file.name, bytes } }, [bytes.buffer])) as ParseAnswers[K];
  } catch (error) {
    if (error instanceof PoolBusy) return 'busy';
    if (error instanceof PoolTimeout) return 'tooSlow';
    if (error instanceof ThreadLost) return 'tooLarge';
    throw error;
  }
}

/** Ends the parse threads, if any started (server and worker shutdown). */
export async function closeParsePool(): Promise<void> {
  const threads = shared;
  shared = undefined;
  await threads?.close();
}
