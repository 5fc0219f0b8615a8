/** The year the app was built (apps/web/build-constants.ts). */
declare const __BUILD_YEAR__: number;
