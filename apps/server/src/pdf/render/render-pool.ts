import { ThreadPool } from '../../threads/thread-pool.js';
import type { RenderKind, RenderTask } from './render-task.js';

/**
 * A thread's heap, capped: a report needs a few MB, but an uncapped heap grows lazily towards
 * V8's defaults, and a school's run would hold hundreds of MB per thread.
 */
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 8 };

/**
 * Draws PDFs on worker threads, so a school's hundreds of reports never hold the event loop that
 * answers its users (a report is about 100 ms of CPU). Every report waits its turn: no queue limit
 * and no time limit (a job's retry covers a lost thread). The thread's entry is the composition
 * root's render-thread, which knows every domain's drawings.
 */
export class RenderPool {
  private readonly threads: ThreadPool<RenderTask, Uint8Array>;

  constructor(readonly size: number) {
    this.threads = new ThreadPool({
      entry: {
        built: new URL('../../render-thread.js', import.meta.url),
        source: new URL('../../render-thread.ts', import.meta.url),
      },
      size,
      resourceLimits: RESOURCE_LIMITS,
      onDone: (task, seconds) => {
        for (const timer of timers) timer(task.kind, seconds);
      },
    });
  }

  async render(task: RenderTask): Promise<Buffer> {
    const bytes = await this.threads.run(task);
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  /** Ends every thread; tasks not yet answered fail. */
  close(): Promise<void> {
    return this.threads.close();
  }
}

/** Told how long each PDF took to draw on its thread, without its wait for one. */
export type RenderTimer = (kind: RenderKind, seconds: number) => void;

// the pool is the process's, the metrics are each app's (tests build several): each app listens
const timers = new Set<RenderTimer>();

/** Times every PDF drawn from now on (the metrics' report render time); answers how to stop. */
export function timeRenders(timer: RenderTimer): () => void {
  timers.add(timer);
  return () => timers.delete(timer);
}

let shared: RenderPool | undefined;

/** The process's pool, sized on first use (config.reportThreads). */
export function renderPool(size: number): RenderPool {
  shared ??= new RenderPool(size);
  return shared;
}

/** Ends the process's pool, if one started (server and worker shutdown). */
export async function closeRenderPool(): Promise<void> {
  const pool = shared;
  shared = undefined;
  await pool?.close();
}
