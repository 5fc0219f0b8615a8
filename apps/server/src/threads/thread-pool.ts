import { Worker } from 'node:worker_threads';

type Pending<R> = { resolve: (value: R) => void; reject: (error: Error) => void; timer?: NodeJS.Timeout };
/**
 * `ready`: the thread loaded its modules and listens (serve-tasks.ts); `busy`: the task it works on,
 * and when it was handed over (its time on the thread, without its wait)
 */
type Slot<T> = { worker: Worker; ready: boolean; busy: { id: number; task: T; since: number } | null };
type Reply = { ready: true } | { id: number; value?: unknown; error?: string };

/** The task waited past the pool's queue limit: the pool is full, try again later. */
export class PoolBusy extends Error {}
/** The task ran past the pool's time limit: its thread was ended (and will be replaced). */
export class PoolTimeout extends Error {}
/** The task's thread died under it (out of its heap, say): it will be replaced. */
export class ThreadLost extends Error {}

export type ThreadPoolOptions<T = unknown> = {
  /** the thread's module, as built (`.js`) and as source (`.ts`, run through tsx) */
  entry: { built: URL; source: URL };
  size: number;
  /** tasks that may wait for a thread; past it `run` refuses at once with PoolBusy */
  maxQueue?: number;
  /** a task running longer ends its thread and fails with PoolTimeout (a thread's start is not counted) */
  timeoutMs?: number;
  resourceLimits: { maxOldGenerationSizeMb: number; maxYoungGenerationSizeMb: number };
  /** what each thread reads as its `workerData` */
  data?: Record<string, unknown>;
  /** told how long each task that succeeded worked on its thread, without its wait for one */
  onDone?: (task: T, seconds: number) => void;
};

// From source (tests, dev) this module is .ts and its threads need tsx; built, all are .js.
const fromSource = import.meta.url.endsWith('.ts');

function startThread({
  entry,
  resourceLimits,
  data,
}: Pick<ThreadPoolOptions, 'entry' | 'resourceLimits' | 'data'>): Worker {
  if (!fromSource) return new Worker(entry.built, { resourceLimits, workerData: data });
  return new Worker(new URL('./source-worker-boot.mjs', import.meta.url), {
    workerData: { ...data, entry: entry.source.href },
    execArgv: ['--conditions=source'],
    resourceLimits,
  });
}

/**
 * Runs tasks on worker threads, so that CPU work (drawing a PDF, reading an uploaded workbook)
 * never holds the event loop that answers every examinee's saves. Threads start on first use and
 * take tasks once they say they are ready, one task each at a time, the rest waiting in order (up to
 * `maxQueue`); a thread that dies fails its task (one that dies starting, the oldest waiting task)
 * and is replaced, and one whose task runs past `timeoutMs` is ended so. Threads are unref'd: an
 * idle pool never keeps the process alive. A thread says `{ready}` once, then answers each task
 * `{id, value}` or `{id, error}` (serve-tasks.ts).
 */
export class ThreadPool<T, R> {
  private readonly slots: Slot<T>[] = [];
  private readonly waiting: { id: number; task: T; transfer: ArrayBuffer[] }[] = [];
  private readonly pending = new Map<number, Pending<R>>();
  private next = 1;

  constructor(private readonly options: ThreadPoolOptions<T>) {}

  run(task: T, transfer: ArrayBuffer[] = []): Promise<R> {
    const { maxQueue } = this.options;
    const idle = this.slots.some((slot) => slot.busy === null) || this.slots.length < this.options.size;
    if (maxQueue !== undefined && !idle && this.waiting.length >= maxQueue) {
      return Promise.reject(new PoolBusy('every thread is busy and the queue is full'));
    }
    const id = this.next++;
    return new Promise<R>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.waiting.push({ id, task, transfer });
      this.pump();
    });
  }

  /** Ends every thread; tasks not yet answered fail. */
  async close(): Promise<void> {
    const slots = this.slots.splice(0);
    for (const { id } of this.waiting.splice(0)) this.fail(id, new Error('thread pool closed'));
    for (const slot of slots)
      if (slot.busy !== null) this.fail(slot.busy.id, new Error('thread pool closed'));
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  private pump() {
    while (this.waiting.length > 0) {
      const slot = this.slots.find((candidate) => candidate.ready && candidate.busy === null);
      if (!slot) {
        // threads starting take the tasks waiting when they are ready; start more if too few
        let starting = this.slots.filter((candidate) => !candidate.ready).length;
        while (starting < this.waiting.length && this.grow()) starting += 1;
        return;
      }
      const { id, task, transfer } = this.waiting.shift()!;
      slot.busy = { id, task, since: performance.now() };
      slot.worker.ref();
      const { timeoutMs } = this.options;
      if (timeoutMs !== undefined) {
        this.pending.get(id)!.timer = setTimeout(() => {
          this.lose(slot, new PoolTimeout(`the task ran past ${timeoutMs} ms`));
          void slot.worker.terminate();
        }, timeoutMs).unref();
      }
      slot.worker.postMessage({ id, task }, transfer);
    }
  }

  private grow(): Slot<T> | undefined {
    if (this.slots.length >= this.options.size) return undefined;
    const slot: Slot<T> = { worker: startThread(this.options), ready: false, busy: null };
    slot.worker.unref();
    slot.worker.on('message', (reply: Reply) => {
      if ('ready' in reply) {
        slot.ready = true;
        this.pump();
        return;
      }
      const done = slot.busy;
      if (done?.id !== reply.id) return;
      slot.busy = null;
      slot.worker.unref();
      if (reply.error !== undefined) this.fail(reply.id, new Error(reply.error));
      else {
        this.options.onDone?.(done.task, (performance.now() - done.since) / 1000);
        this.settle(reply.id, reply.value as R);
      }
      this.pump();
    });
    slot.worker.on('error', (error) => this.lose(slot, new ThreadLost(error.stack ?? error.message)));
    slot.worker.on('exit', (code) => this.lose(slot, new ThreadLost(`thread exited with ${code}`)));
    this.slots.push(slot);
    return slot;
  }

  private lose(slot: Slot<T>, why: Error) {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    if (slot.busy !== null) this.fail(slot.busy.id, why);
    // a thread that cannot start fails a task, not forever starts again
    else if (!slot.ready && this.waiting.length > 0) this.fail(this.waiting.shift()!.id, why);
    this.pump();
  }

  private take(id: number): Pending<R> | undefined {
    const pending = this.pending.get(id);
    this.pending.delete(id);
    if (pending?.timer) clearTimeout(pending.timer);
    return pending;
  }

  private settle(id: number, value: R) {
    this.take(id)?.resolve(value);
  }

  private fail(id: number, error: Error) {
    this.take(id)?.reject(error);
  }
}
