/**
 * How errors are written to the log. A failed query's error (drizzle's DrizzleQueryError) carries
 * its parameters, in its message too: whatever a member typed, passwords' hashes, e-mail addresses.
 * The log keeps the SQL, which has only placeholders, and the database's reason, never the values.
 */
type LoggedError = { type: string; message: string; stack: string; code?: unknown; cause?: LoggedError };

export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const failedQuery = 'query' in error && 'params' in error && typeof error.query === 'string';
  const message = failedQuery ? `Failed query: ${error.query as string}` : error.message;
  const stack = (error.stack ?? '').replace(error.message, message);
  const code = (error as { code?: unknown }).code;
  return {
    type: error.constructor.name,
    message,
    stack,
    ...(code !== undefined ? { code } : {}),
    ...(error.cause !== undefined && depth < 3 ? { cause: serializeError(error.cause, depth + 1) } : {}),
  };
}
