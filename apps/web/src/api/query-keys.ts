import type { Input, OperationName } from '@putt/contract/operations';

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
