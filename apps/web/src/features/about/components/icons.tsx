import type { ReactNode } from 'react';
import { accent, brand } from './palette';

// Small decorative icons beside a heading that already says what they mean (hence aria-hidden).
function Icon({ children, size = 48 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      viewBox="0 0 48 48"
      width={size}
      height={size}
      aria-hidden
      focusable="false"
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
      style={{ display: 'block', flexShrink: 0 }}
    >
      <rect width={48} height={48} rx={14} fill={brand[0]} />
      {children}
    </svg>
  );
}

/** Several talents linked into one profile. */
export function TalentIcon() {
  return (
    <Icon>
      <path d="M14 30 L22 16 L34 20 L30 34 Z" stroke={brand[3]} strokeWidth={2} />
      <circle cx={14} cy={30} r={4} fill={brand[7]} />
      <circle cx={22} cy={16} r={4} fill={brand[7]} />
      <circle cx={34} cy={20} r={4} fill={accent} />
      <circle cx={30} cy={34} r={4} fill={brand[7]} />
    </Icon>
  );
}

/** A light bulb: a new idea. */
export function CreativityIcon() {
  return (
    <Icon>
      <path
        d="M24 11 a9 9 0 0 0 -5 16.5 V31 h10 V27.5 A9 9 0 0 0 24 11 Z"
        fill={accent}
        stroke={brand[7]}
        strokeWidth={2}
      />
      <path d="M20 35 h8 M21 38.5 h6" stroke={brand[7]} strokeWidth={2} />
    </Icon>
  );
}

/** A sprout: growth from a result. */
export function GrowthIcon() {
  return (
    <Icon>
      <path d="M24 38 V22" stroke={brand[7]} strokeWidth={2.5} />
      <path d="M24 24 C24 17 19 13 12 13 C12 20 17 24 24 24 Z" fill={brand[6]} />
      <path d="M24 21 C24 15 29 11 36 11 C36 17 31 21 24 21 Z" fill={accent} />
      <path d="M15 38 h18" stroke={brand[7]} strokeWidth={2.5} />
    </Icon>
  );
}

/** A person with a star: each one's own talent. */
export function RespectIcon() {
  return (
    <Icon>
      <circle cx={21} cy={18} r={6} fill={brand[7]} />
      <path d="M10 37 c0 -7 5 -11 11 -11 s11 4 11 11 Z" fill={brand[6]} />
      <path d="M35 11 l1.8 3.7 4 .6 -2.9 2.8 .7 4 -3.6 -1.9 -3.6 1.9 .7 -4 -2.9 -2.8 4 -.6 Z" fill={accent} />
    </Icon>
  );
}

/** Bars of a chart with a tick: measured and checked. */
export function EvidenceIcon() {
  return (
    <Icon>
      <path d="M11 37 h26" stroke={brand[7]} strokeWidth={2} />
      <rect x={13} y={26} width={5} height={10} rx={1.5} fill={brand[3]} />
      <rect x={21.5} y={20} width={5} height={16} rx={1.5} fill={brand[6]} />
      <rect x={30} y={14} width={5} height={22} rx={1.5} fill={brand[7]} />
      <path d="M12 18 l3 3 6 -7" stroke={accent} strokeWidth={2.5} />
    </Icon>
  );
}

/** Three linked rings: student, family and school together. */
export function PartnershipIcon() {
  return (
    <Icon>
      <circle cx={19} cy={20} r={7.5} stroke={brand[7]} strokeWidth={2.5} />
      <circle cx={29} cy={20} r={7.5} stroke={brand[6]} strokeWidth={2.5} />
      <circle cx={24} cy={29} r={7.5} stroke={accent} strokeWidth={2.5} />
    </Icon>
  );
}
