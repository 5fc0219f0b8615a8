import { accent, brand } from './palette';

/** A drawn monogram beside the CEO's name (decorative: the name is the heading next to it). */
export function PortraitArt() {
  return (
    <svg
      viewBox="0 0 120 120"
      width={112}
      height={112}
      aria-hidden
      focusable="false"
      style={{ flexShrink: 0 }}
    >
      <circle cx={60} cy={60} r={58} fill={brand[0]} stroke={brand[1]} strokeWidth={2} />
      <circle cx={60} cy={46} r={20} fill={brand[6]} />
      <path d="M22 100 C26 78 42 70 60 70 C78 70 94 78 98 100 A58 58 0 0 1 22 100 Z" fill={brand[7]} />
      <path d="M60 72 L54 84 L60 96 L66 84 Z" fill={accent} />
    </svg>
  );
}
