/**
 * spec-2 §3 organisation types; "other" is treated as elementary with a chosen school level. Its
 * own module: the session's schemas (in every page's first load) need it, not the request form.
 */
export const organisationTypes = ['elementary', 'middle', 'high', 'university', 'other'] as const;
export type OrganisationType = (typeof organisationTypes)[number];
