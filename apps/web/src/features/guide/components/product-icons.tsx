import { ACCENT, Glyph } from './glyph';

/** Drawings of the five product families on the introduction page. */

/** Four talent groups around one person: four rounded squares. */
export function PuttIcon() {
  return (
    <Glyph size={44}>
      <rect x="6" y="6" width="16" height="16" rx="4" />
      <rect x="26" y="6" width="16" height="16" rx="4" />
      <rect x="6" y="26" width="16" height="16" rx="4" />
      <rect x="26" y="26" width="16" height="16" rx="4" fill={ACCENT} stroke={ACCENT} fillOpacity={0.18} />
    </Glyph>
  );
}

/** A light bulb: the creative competency test. */
export function ToccIcon() {
  return (
    <Glyph size={44}>
      <path d="M17 31c-3.7-2.4-6-6.4-6-11a13 13 0 1 1 26 0c0 4.6-2.3 8.6-6 11v4H17Z" />
      <path d="M18 40h12M20 44h8" />
      <path d="M24 31v-9l-4-4M24 22l4-4" stroke={ACCENT} />
    </Glyph>
  );
}

/** Two speech bubbles: counselling and coaching. */
export function CoachingIcon() {
  return (
    <Glyph size={44}>
      <path d="M5 8h25v17H15l-6 5v-5H5Z" />
      <path d="M34 17h9v16h-3v5l-6-5H20v-4" stroke={ACCENT} />
      <path d="M11 14h13M11 19h8" />
    </Glyph>
  );
}

/** A puzzle piece: group activity programmes. */
export function ActivityIcon() {
  return (
    <Glyph size={44}>
      <path d="M8 16h9a4 4 0 1 1 8 0h9v9a4 4 0 1 0 0 8v9H8v-9a4 4 0 1 1 0-8Z" />
      <circle cx="38" cy="9" r="4" fill={ACCENT} stroke={ACCENT} />
    </Glyph>
  );
}

/** A mortarboard: expert courses. */
export function ExpertIcon() {
  return (
    <Glyph size={44}>
      <path d="M2 18 24 8l22 10-22 10Z" />
      <path d="M11 22v10c0 3 6 6 13 6s13-3 13-6V22" />
      <path d="M42 20v12" stroke={ACCENT} />
      <circle cx="42" cy="34" r="2.2" fill={ACCENT} stroke={ACCENT} />
    </Glyph>
  );
}
