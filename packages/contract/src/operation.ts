import type { z } from 'zod';

/**
 * One operation of the API, as both sides know it: served at `POST /api/{name}`.
 * The server adds who may call it and the handler; the web client derives its types from this.
 */
export type OperationContract<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> = {
  /** the OpenAPI tag: the domain (or `staff` for the back office) */
  tag: string;
  summary: string;
  input: I;
  output: O;
};

export function defineOperation<I extends z.ZodType, O extends z.ZodType>(
  contract: OperationContract<I, O>,
): OperationContract<I, O> {
  return contract;
}

export type InputOf<C> = C extends OperationContract<infer I, z.ZodType> ? z.input<I> : never;
export type OutputOf<C> = C extends OperationContract<z.ZodType, infer O> ? z.output<O> : never;
