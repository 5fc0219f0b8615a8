import type { ErrorCode } from '@putt/contract/errors';
import type { OperationName } from '@putt/contract/operations';
import { Counter, Histogram, type Registry } from 'prom-client';

/** One answered request, as the metrics count it. */
export type Answered = {
  /** the operation's name, or the route's pattern: never the URL, which a client chooses */
  operation: string;
  status: number;
  seconds: number;
  /** the error code answered, if any */
  code: ErrorCode | undefined;
};

/** The examinee's answer saves, whose p99 is a budget of the test day. */
const ANSWER_SAVES: OperationName = 'saveAnswers';
/** The steps of an examinee's entry with a code; their refusals are wrong codes, held codes and guessers. */
const ENTRY_STEPS: ReadonlySet<string> = new Set<OperationName>(['checkSurveyInfo', 'enterSurvey']);

const outcomeOf = (status: number) => (status < 400 ? 'saved' : status < 500 ? 'refused' : 'failed');

/**
 * Requests by operation and status with their latency, errors by code, answer saves by outcome and
 * refused entries by code. Each label takes its values from a closed set (the registry's
 * operations and routes, HTTP statuses, the error catalogue), so no client can add a series.
 */
export function requestMetrics(registry: Registry): (answered: Answered) => void {
  const registers = [registry];
  const requests = new Counter({
    name: 'putt_http_requests_total',
    help: 'Requests answered, by operation (or route) and HTTP status',
    labelNames: ['operation', 'status'],
    registers,
  });
  const latency = new Histogram({
    name: 'putt_http_request_duration_seconds',
    help: 'Time to answer a request, by operation (or route)',
    labelNames: ['operation'],
    // the budgets: list operations p99 50 ms, answer saves 100 ms, entries 500 ms (DESIGN.md)
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const errors = new Counter({
    name: 'putt_errors_total',
    help: 'Error answers, by error code of the catalogue and operation (or route)',
    labelNames: ['code', 'operation'],
    registers,
  });
  const saves = new Counter({
    name: 'putt_answer_saves_total',
    help: 'Answer saves of examinees, by outcome (saved: acknowledged; refused: a 4xx answer, as when time is up; failed: 5xx)',
    labelNames: ['outcome'],
    registers,
  });
  const refusedEntries = new Counter({
    name: 'putt_survey_entries_refused_total',
    help: 'Entries of examinees refused, by step and error code (429: an address that failed too often)',
    labelNames: ['operation', 'code'],
    registers,
  });
  return ({ operation, status, seconds, code }) => {
    requests.inc({ operation, status });
    latency.observe({ operation }, seconds);
    if (code !== undefined) errors.inc({ code, operation });
    if (operation === ANSWER_SAVES) saves.inc({ outcome: outcomeOf(status) });
    if (code !== undefined && status < 500 && ENTRY_STEPS.has(operation))
      refusedEntries.inc({ operation, code });
  };
}
