import type { Actor } from '../auth/actor.js';

/** Who uploaded a file, as the files table records it. */
export type FileOwner = { memberId?: string; token?: string; staff?: boolean };

export type FileAccessRow = {
  public: boolean;
  ownerMemberId: string | null;
  ownerToken: string | null;
};

/** Press attachments are public; anything else only to staff and its uploader (member or browser). */
export function mayRead(file: FileAccessRow, actor: Actor, uploader: string | undefined): boolean {
  if (file.public || actor.role === 'staff') return true;
  if ('memberId' in actor && file.ownerMemberId === actor.memberId) return true;
  return !!uploader && file.ownerToken === uploader;
}

/** The owner an upload is recorded under: the member when logged in, else the browser's cookie. */
export function ownerOf(actor: Actor, uploader: () => string): FileOwner {
  if (actor.role === 'staff') return { staff: true };
  if ('memberId' in actor) return { memberId: actor.memberId };
  return { token: uploader() };
}
