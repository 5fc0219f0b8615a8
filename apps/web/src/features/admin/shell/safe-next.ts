/** Where to go after signing in: a back-office path only, never another site (open redirect). */
export function safeNext(next: string | null): string {
  return next && /^\/Admin(\/|$|\?)/.test(next) && !next.startsWith('//') ? next : '/Admin';
}
