/**
 * Who can be on the other end of a call (DESIGN.md, Roles). An `individual` is a member without an
 * organisation; `orgUser` and `orgAdmin` are an organisation's accounts; nobody is just "a member".
 */
export const roles = ['visitor', 'individual', 'orgUser', 'orgAdmin', 'examinee', 'staff'] as const;
export type Role = (typeof roles)[number];

/**
 * The one access vocabulary: the named sets of roles a page (routes.ts) or an operation (the
 * server's registry) opens to. Write a name from here, never a list of roles, so that "signed in"
 * cannot be written as "individuals only" by mistake.
 */
export const accessSets = {
  anyone: roles,
  /** only someone not signed in (joining) */
  visitor: ['visitor'],
  /** any member: an individual or an organisation's user or admin */
  signedIn: ['individual', 'orgUser', 'orgAdmin'],
  individual: ['individual'],
  /** an organisation's users and admins */
  organisation: ['orgUser', 'orgAdmin'],
  orgAdmin: ['orgAdmin'],
  /** the browser that entered a test with its code (the attempt's cookie) */
  examinee: ['examinee'],
  /** the back office (an operation may further require the admin staff role) */
  staff: ['staff'],
} as const satisfies Record<string, readonly Role[]>;
export type AccessName = keyof typeof accessSets;

export function allows(access: AccessName, role: Role): boolean {
  return (accessSets[access] as readonly Role[]).includes(role);
}
