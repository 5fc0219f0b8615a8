import type { Level } from '@putt/contract/catalogue';
import { useId } from 'react';
import type { Area } from '../content/catalogue-pages';

// Our own drawings (no pictures from elsewhere): one motif per area, tinted by school level.
const accents: Record<Level | 'none', string> = {
  E: '#f2a93b',
  M: '#4cb782',
  H: '#e0677a',
  U: '#8f7ee6',
  none: '#f2c94c',
};

function Motif({ area, accent }: { area: Area; accent: string }) {
  switch (area) {
    case 'testing':
      // eight talents in four pairs
      return (
        <g>
          {[0, 1, 2, 3].map((col) =>
            [0, 1].map((row) => (
              <circle
                key={`${col}-${row}`}
                cx={88 + col * 48}
                cy={78 + row * 48}
                r={row === 0 ? 16 : 12}
                fill={(col + row) % 2 ? accent : '#ffffff'}
                opacity={0.95}
              />
            )),
          )}
          <path d="M70 160 H250" stroke="#ffffff" strokeWidth={4} strokeLinecap="round" opacity={0.5} />
        </g>
      );
    case 'coaching':
      return (
        <g>
          <rect x={60} y={50} width={120} height={70} rx={18} fill="#ffffff" />
          <path d="M90 118 L84 140 L110 120 Z" fill="#ffffff" />
          <rect x={150} y={96} width={110} height={60} rx={18} fill={accent} />
          <path d="M232 154 L240 172 L214 156 Z" fill={accent} />
          <circle cx={96} cy={85} r={6} fill="#1c4e80" />
          <circle cx={120} cy={85} r={6} fill="#1c4e80" />
          <circle cx={144} cy={85} r={6} fill="#1c4e80" />
        </g>
      );
    case 'activity':
      // a team around a table
      return (
        <g>
          <rect x={90} y={112} width={140} height={36} rx={10} fill="#ffffff" opacity={0.9} />
          {[110, 150, 190, 230].map((x, index) => (
            <g key={x} transform={`translate(${x - 20} 0)`}>
              <circle cx={20} cy={70} r={14} fill={index % 2 ? accent : '#ffffff'} />
              <rect x={4} y={88} width={32} height={26} rx={12} fill={index % 2 ? accent : '#ffffff'} />
            </g>
          ))}
        </g>
      );
    case 'expert':
      // a certificate with its seal
      return (
        <g>
          <rect x={80} y={44} width={160} height={112} rx={8} fill="#ffffff" />
          <path
            d="M100 72 H220 M100 92 H200 M100 112 H180"
            stroke="#a4c4e4"
            strokeWidth={6}
            strokeLinecap="round"
          />
          <circle cx={214} cy={140} r={22} fill={accent} />
          <path d="M204 158 L200 182 L214 172 L228 182 L224 158" fill={accent} />
        </g>
      );
  }
}

/** The picture of a product or list tile; the caller gives the alt text (or hides it). */
export function ProductArt({ area, level, label }: { area: Area; level: Level | null; label?: string }) {
  const accent = accents[level ?? 'none'];
  const gradient = `art${useId().replace(/[^\w-]/g, '')}`;
  const labelled = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg viewBox="0 0 320 200" width="100%" style={{ display: 'block' }} {...labelled}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1c4e80" />
          <stop offset="1" stopColor="#3a7fbd" />
        </linearGradient>
      </defs>
      <rect width={320} height={200} fill={`url(#${gradient})`} />
      <circle cx={290} cy={24} r={60} fill="#ffffff" opacity={0.08} />
      <circle cx={20} cy={190} r={50} fill="#ffffff" opacity={0.08} />
      <Motif area={area} accent={accent} />
    </svg>
  );
}
