/** A demo statement in both languages, and whether it is keyed in reverse. */
export type DemoText = { ko: string; en: string; reverse: boolean };
