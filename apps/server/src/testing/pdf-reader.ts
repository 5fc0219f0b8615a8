import { Worker } from 'node:worker_threads';

// pdf.js's legacy build (the one that runs on Node 20) replaces globals with core-js's versions
// when imported, JSON.stringify among them (a recursive one that the fuzz tests' deep nesting
// overflows). The server's test files share their globals (isolate: false in vitest.config.ts),
// so pdf.js runs in a thread of its own (pdf-reader-thread.mjs), started on the first PDF read.
let reader: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();

function startReader(): Worker {
  const worker = new Worker(new URL('./pdf-reader-thread.mjs', import.meta.url));
  worker.on('message', ({ id, result, error }: { id: number; result?: unknown; error?: string }) => {
    const request = waiting.get(id)!;
    waiting.delete(id);
    // the thread holds the test process open only while it has a PDF to read
    if (waiting.size === 0) worker.unref();
    if (error === undefined) request.resolve(result);
    else request.reject(new Error(error));
  });
  // a thread that failed or ended fails what it was reading at once; the next read starts another
  const fail = (error: Error) => {
    for (const request of waiting.values()) request.reject(error);
    waiting.clear();
    if (reader === worker) reader = undefined;
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the PDF reader thread ended (${code})`)));
  return worker;
}

function read<T>(pdf: Buffer, pageNumber?: number): Promise<T> {
  reader ??= startReader();
  reader.ref();
  const id = nextId++;
  const data = new Uint8Array(pdf);
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve: resolve as (result: unknown) => void, reject });
    reader!.postMessage({ id, data, pageNumber }, [data.buffer]);
  });
}

/** Each page's text as pdf.js reads it (what a clerk's viewer would copy). */
export const pageTexts = (pdf: Buffer) => read<string[]>(pdf);

export type PdfImage = { width: number; height: number; rgba: Uint8ClampedArray; drawnMm: number };

/** The images painted on a page (1-based): their pixels as RGBA, and the width they are drawn at, in mm. */
export const pageImages = (pdf: Buffer, pageNumber: number) => read<PdfImage[]>(pdf, pageNumber);

/** Text without its spaces: letter-spaced titles and split runs compare as written. */
export const flat = (text: string) => text.replace(/\s+/g, '');
