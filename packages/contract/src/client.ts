import { ErrorCode, isErrorCode, type FieldErrors } from './errors.js';
import type { InputOf, OutputOf } from './operation.js';
import type { OperationName, Operations } from './operations.js';

/** An error answer of the API, or a network failure (status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
    /** seconds until a refused burst may try again (429 only) */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

export type ApiClient = {
  call<N extends OperationName>(
    name: N,
    input: InputOf<Operations[N]>,
    init?: { signal?: AbortSignal },
  ): Promise<OutputOf<Operations[N]>>;
};

/** The typed client of every operation: names and types come from the contract, never typed by hand. */
export function createApiClient(
  options: { baseUrl?: string; fetch?: typeof fetch; headers?: () => Record<string, string> } = {},
): ApiClient {
  const doFetch = options.fetch ?? fetch;
  return {
    async call(name, input, init) {
      let response: Response;
      try {
        response = await doFetch(`${options.baseUrl ?? ''}/api/${name}`, {
          method: 'POST',
          credentials: 'same-origin',
          headers: {
            'content-type': 'application/json',
            'x-requested-with': 'fetch',
            ...options.headers?.(),
          },
          body: JSON.stringify(input ?? {}),
          ...(init?.signal ? { signal: init.signal } : {}),
        });
      } catch (error) {
        if ((error as Error).name === 'AbortError') throw error;
        throw new ApiError(0, ErrorCode.INTERNAL_ERROR, 'Network error');
      }
      const body: unknown = await response.json().catch(() => undefined);
      if (response.ok) return body as never;
      throw apiErrorOf(response.status, body, response.statusText);
    },
  };
}

/** The ApiError of an error answer's status and (parsed JSON) body: `{ error: { code, message, fields } }`. */
export function apiErrorOf(status: number, body: unknown, fallbackMessage = `HTTP ${status}`): ApiError {
  const error = (
    body as
      | { error?: { code?: unknown; message?: unknown; fields?: FieldErrors; retryAfter?: unknown } }
      | undefined
  )?.error;
  return new ApiError(
    status,
    isErrorCode(error?.code) ? error.code : ErrorCode.INTERNAL_ERROR,
    typeof error?.message === 'string' ? error.message : fallbackMessage,
    error?.fields,
    typeof error?.retryAfter === 'number' ? error.retryAfter : undefined,
  );
}
