import { langOf } from '@putt/contract/lang';
import { createApiClient } from '@putt/contract/client';
import type { Input, OperationName } from '@putt/contract/operations';
import i18next from 'i18next';

/** The one client of the API for the whole web app (same origin: cookies go along). */
export const api = createApiClient({
  // e-mails the server sends for this call are written in the visitor's language
  headers: () => ({ 'x-lang': langOf(i18next.language) }),
});

// Beside the client, not in a module of its own: the shell's first load pays for every chunk.
/**
 * The one query key of an operation's answers: its name, then the input that asked. Invalidating
 * `queryKeyOf(name)` (no input) refreshes every answer of that operation, whatever page or record
 * asked for it; a misspelt name or a wrong input fails the typecheck.
 */
export function queryKeyOf<N extends OperationName>(name: N): readonly [N];
export function queryKeyOf<N extends OperationName>(name: N, input: Input<N>): readonly [N, Input<N>];
export function queryKeyOf(name: OperationName, ...input: unknown[]): readonly unknown[] {
  return [name, ...input];
}
