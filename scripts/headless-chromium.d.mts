/** See headless-chromium.mjs. */
export declare const headlessChromium: string;
