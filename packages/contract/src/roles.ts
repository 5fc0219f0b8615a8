/** Who can be on the other end of a call (DESIGN.md, Roles). */
export const roles = ['visitor', 'member', 'orgUser', 'orgAdmin', 'examinee', 'staff'] as const;
export type Role = (typeof roles)[number];
