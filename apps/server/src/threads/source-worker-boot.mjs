// Runs a pool thread from TypeScript source (tests and `npm run dev`): a worker does not take
// the parent's loader, so it registers tsx itself before it imports the thread's module. The built
// server starts the built thread module directly.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
