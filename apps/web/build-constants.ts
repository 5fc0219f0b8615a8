/**
 * Values fixed when the app is built, declared for the code in src/build-constants.d.ts. The year
 * is the prerendered pages' (scripts/prerender.mjs runs right after the build): hydration renders
 * the footer's year as the snapshot has it, then the visitor's own (app/layouts/copyright-year.ts).
 */
export const buildConstants = {
  __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
};
