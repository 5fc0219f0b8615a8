/**
 * The demo banks' statements: written by us to try the service (the real items are the company's
 * licensed content). PUTT: five a scale (talent.stage), the elementary form taking the first four;
 * TOCC and TEC: four a sub-competency, and a fifth for the child form's 80-item reading. One of
 * each scale's statements is keyed in reverse.
 */
import type { DemoText } from './demo-text.js';
import { demoPuttCognitive } from './demo-putt-cognitive.js';
import { demoPuttEmotional } from './demo-putt-emotional.js';
import { demoPuttBodyNature } from './demo-putt-body-nature.js';
import { demoPuttRelational } from './demo-putt-relational.js';
import { demoTocc1 } from './demo-tocc-1.js';
import { demoTocc2 } from './demo-tocc-2.js';
import { demoToccFifth } from './demo-tocc-fifth.js';

export type { DemoText };

export const demoItemTexts: {
  putt: Record<string, DemoText[]>;
  tocc: Record<string, DemoText[]>;
  toccFifth: Record<string, DemoText>;
} = {
  putt: { ...demoPuttCognitive, ...demoPuttEmotional, ...demoPuttBodyNature, ...demoPuttRelational },
  tocc: { ...demoTocc1, ...demoTocc2 },
  toccFifth: demoToccFifth,
};
