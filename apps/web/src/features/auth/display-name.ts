import type { TSessionUser } from '@putt/contract/auth';

/**
 * The displayed id of spec-1 §2: organisation members show their uid; custom members the part of
 * the uid after '#' and then after ':' (their name when they have one); others their name, else
 * their e-mail, else `none`.
 */
export function displayName(
  user: Pick<TSessionUser, 'uid' | 'type' | 'name' | 'email'>,
  none: string,
): string {
  if (user.type === 'admin' || user.type === 'user') return user.uid;
  if (user.type === 'custom') {
    if (user.name) return user.name;
    return user.uid.split('#').pop()!.split(':').pop()!;
  }
  return user.name || user.email || none;
}
