import { Worker } from 'node:worker_threads';
import type { RenderTask } from './render-task.js';

type Pending = { resolve: (pdf: Buffer) => void; reject: (error: Error) => void };
type Slot = { worker: Worker; busy: number | null };
type Reply = { id: number; bytes?: Uint8Array; error?: string };

// From source (tests, dev) this module is .ts and its thread needs tsx; built, both are .js.
const fromSource = import.meta.url.endsWith('.ts');

/**
 * A thread's heap, capped: a report needs a few MB, but an uncapped heap grows lazily towards
 * V8's defaults, and a school's run would hold hundreds of MB per thread.
 */
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 8 };

/** The thread's entry is the composition root's render-thread, which knows every domain's drawings. */
function startThread(): Worker {
  if (!fromSource) {
    return new Worker(new URL('../../render-thread.js', import.meta.url), {
      resourceLimits: RESOURCE_LIMITS,
    });
  }
  return new Worker(new URL('./source-worker-boot.mjs', import.meta.url), {
    workerData: { entry: new URL('../../render-thread.ts', import.meta.url).href },
    execArgv: ['--conditions=source'],
    resourceLimits: RESOURCE_LIMITS,
  });
}

/**
 * Draws PDFs on worker threads, so a school's hundreds of reports never hold the event loop that answers
 * its users (a report is about 100 ms of CPU). Threads start on first use, one task each at a
 * time, the rest waiting in order; a thread that dies fails its task and is replaced. Threads are
 * unref'd: an idle pool never keeps the process alive.
 */
export class RenderPool {
  private readonly slots: Slot[] = [];
  private readonly waiting: { id: number; task: RenderTask }[] = [];
  private readonly pending = new Map<number, Pending>();
  private next = 1;

  constructor(readonly size: number) {}

  render(task: RenderTask): Promise<Buffer> {
    const id = this.next++;
    return new Promise<Buffer>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.waiting.push({ id, task });
      this.pump();
    });
  }

  /** Ends every thread; tasks not yet answered fail. */
  async close(): Promise<void> {
    const slots = this.slots.splice(0);
    for (const { id } of this.waiting.splice(0)) this.settle(id, { id, error: 'render pool closed' });
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  private pump() {
    while (this.waiting.length > 0) {
      const slot = this.slots.find((candidate) => candidate.busy === null) ?? this.grow();
      if (!slot) return;
      const { id, task } = this.waiting.shift()!;
      slot.busy = id;
      slot.worker.ref();
      slot.worker.postMessage({ id, task });
    }
  }

  private grow(): Slot | undefined {
    if (this.slots.length >= this.size) return undefined;
    const slot: Slot = { worker: startThread(), busy: null };
    slot.worker.unref();
    slot.worker.on('message', (reply: Reply) => {
      slot.busy = null;
      slot.worker.unref();
      this.settle(reply.id, reply);
      this.pump();
    });
    slot.worker.on('error', (error) => this.lose(slot, error.stack ?? error.message));
    slot.worker.on('exit', (code) => this.lose(slot, `render thread exited with ${code}`));
    this.slots.push(slot);
    return slot;
  }

  private lose(slot: Slot, why: string) {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    if (slot.busy !== null) this.settle(slot.busy, { id: slot.busy, error: why });
    this.pump();
  }

  private settle(id: number, reply: Reply) {
    const pending = this.pending.get(id);
    if (!pending) return;
    this.pending.delete(id);
    if (reply.bytes)
      pending.resolve(Buffer.from(reply.bytes.buffer, reply.bytes.byteOffset, reply.bytes.byteLength));
    else pending.reject(new Error(reply.error ?? 'render failed'));
  }
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
