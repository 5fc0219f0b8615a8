/**
 * Remember-id (spec-1 §4): on a successful login with the option on, the id (and organisation id)
 * and the choice are saved; with it off they are removed. Only ids are kept, never passwords.
 */
export type LoginMode = 'custom' | 'org';
export type RememberedLogin = { mode: LoginMode; uid: string; orgId: string };

const KEY = 'rememberedLogin';

export function readRemembered(storage: Storage = localStorage): RememberedLogin | null {
  try {
    const value = JSON.parse(storage.getItem(KEY) ?? 'null') as Partial<RememberedLogin> | null;
    if (!value || typeof value.uid !== 'string') return null;
    return { mode: value.mode === 'org' ? 'org' : 'custom', uid: value.uid, orgId: value.orgId ?? '' };
  } catch {
    return null;
  }
}

export function saveRemembered(
  remember: boolean,
  login: RememberedLogin,
  storage: Storage = localStorage,
): void {
  if (remember) storage.setItem(KEY, JSON.stringify(login));
  else storage.removeItem(KEY);
}

/** The ids to show when the form switches to a mode: the remembered ones of that mode, or blanks. */
export function idsFor(mode: LoginMode, remembered: RememberedLogin | null): { uid: string; orgId: string } {
  return remembered && remembered.mode === mode
    ? { uid: remembered.uid, orgId: remembered.orgId }
    : { uid: '', orgId: '' };
}
