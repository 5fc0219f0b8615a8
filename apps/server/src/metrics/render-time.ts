import { Histogram, type Registry } from 'prom-client';
import { timeRenders } from '../pdf/render/render-pool.js';

/**
 * How long each PDF took to draw on its render thread, by kind (student and teacher reports, code
 * sheets). Its wait for a thread is not in it: that is the job queue's age. Answers how to stop
 * listening, for when the app closes.
 */
export function renderTime(registry: Registry): () => void {
  const histogram = new Histogram({
    name: 'putt_report_render_seconds',
    help: 'Time to draw one PDF on a render thread, without its wait for a thread',
    labelNames: ['kind'],
    // the budget of an 8-page student report is 250 ms of CPU (DESIGN.md)
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  return timeRenders((kind, seconds) => histogram.observe({ kind }, seconds));
}
