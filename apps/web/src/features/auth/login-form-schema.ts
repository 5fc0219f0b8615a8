import { zodResolver } from '@hookform/resolvers/zod';
import { zLoginPassword } from '@putt/contract/validators';
import { z } from 'zod';

/** The login form of spec-1 §5: the organisation id only in organisation mode; password max 16. */
export const ZLoginForm = z
  .object({
    mode: z.enum(['custom', 'org']),
    orgId: z.string().trim(),
    uid: z.string().trim().min(1, 'v.idRequired'),
    password: zLoginPassword,
    saveId: z.boolean(),
  })
  .refine((form) => form.mode === 'custom' || form.orgId.length > 0, {
    path: ['orgId'],
    message: 'v.orgIdRequired',
  });

export type TLoginForm = z.infer<typeof ZLoginForm>;

/** The form's checks; login-form.tsx loads this file (and zod with it) when the form is first checked. */
export const loginFormResolver = zodResolver(ZLoginForm);
