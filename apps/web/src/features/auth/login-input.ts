import type { TLoginInput } from '@putt/contract/auth';
import type { TLoginForm } from './login-form-schema';

/** What the login form sends to `loginUser`: the organisation id only in organisation mode. */
export function toLoginInput(form: TLoginForm): TLoginInput {
  return form.mode === 'org'
    ? { loginType: 'org', loginData: { orgId: form.orgId, uid: form.uid, password: form.password } }
    : { loginType: 'custom', loginData: { uid: form.uid, password: form.password, type: 'custom' } };
}
