import { ZJoinData } from '@putt/contract/auth';
import { z } from 'zod';

/** Sign-up step 2 (spec-1 §5): the contract's rules plus the confirmation, checked in the browser. */
export const ZJoinForm = ZJoinData.omit({ type: true })
  .extend({ passwordConfirm: z.string().min(1, 'v.passwordConfirmRequired') })
  .refine((form) => form.passwordConfirm === '' || form.password === form.passwordConfirm, {
    path: ['passwordConfirm'],
    message: 'v.passwordMismatch',
  });

export type TJoinForm = z.input<typeof ZJoinForm>;
