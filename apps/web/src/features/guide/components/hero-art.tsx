import { ACCENT } from './glyph';

/** The picture beside the introduction's tagline: talents as dots on a rising path. Decorative. */
export function HeroArt() {
  return (
    <svg viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <circle cx="196" cy="120" r="104" fill="var(--mantine-color-brand-1)" />
      <circle cx="130" cy="150" r="70" fill="var(--mantine-color-brand-2)" opacity="0.7" />
      <circle cx="250" cy="70" r="34" fill="var(--mantine-color-brand-0)" />
      <path
        d="M40 196 C 96 190, 120 150, 160 140 S 236 96, 280 44"
        fill="none"
        stroke="var(--mantine-color-brand-7)"
        strokeWidth="4"
        strokeLinecap="round"
        strokeDasharray="2 10"
      />
      <circle cx="40" cy="196" r="9" fill="var(--mantine-color-brand-5)" />
      <circle cx="112" cy="164" r="11" fill="var(--mantine-color-brand-6)" />
      <circle cx="196" cy="122" r="13" fill="var(--mantine-color-brand-7)" />
      <circle cx="280" cy="44" r="16" fill={ACCENT} />
      <path d="m273 44 5 5 9-10" fill="none" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" />
      <rect
        x="52"
        y="48"
        width="28"
        height="28"
        rx="6"
        fill="none"
        stroke="var(--mantine-color-brand-4)"
        strokeWidth="3"
      />
      <rect x="70" y="66" width="20" height="20" rx="5" fill="var(--mantine-color-brand-6)" opacity="0.35" />
      <path
        d="M262 190h36M280 172v36"
        stroke="var(--mantine-color-brand-4)"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}
