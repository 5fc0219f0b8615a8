import { accent, brand } from './palette';

const talents = [
  { x: 58, y: 70, r: 13, fill: brand[6] },
  { x: 100, y: 44, r: 10, fill: brand[3] },
  { x: 146, y: 66, r: 14, fill: brand[7] },
  { x: 152, y: 118, r: 10, fill: brand[3] },
  { x: 48, y: 124, r: 10, fill: brand[7] },
];

/** The greeting's picture: many talents around one growing sprout (decorative). */
export function GreetingArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 200 200" className={className} aria-hidden focusable="false">
      <circle cx={100} cy={100} r={92} fill={brand[0]} />
      <circle cx={100} cy={100} r={64} fill="#ffffff" />
      {talents.map((talent) => (
        <path
          key={`line-${talent.x}`}
          d={`M100 104 L${talent.x} ${talent.y}`}
          stroke={brand[2]}
          strokeWidth={3}
          strokeDasharray="2 6"
          strokeLinecap="round"
        />
      ))}
      {talents.map((talent) => (
        <circle key={talent.x} cx={talent.x} cy={talent.y} r={talent.r} fill={talent.fill} />
      ))}
      <path d="M100 150 V108" stroke={brand[7]} strokeWidth={5} strokeLinecap="round" />
      <path d="M100 116 C100 100 90 92 74 92 C74 106 84 116 100 116 Z" fill={brand[6]} />
      <path d="M100 110 C100 94 110 84 128 84 C128 100 116 110 100 110 Z" fill={accent} />
      <path d="M80 152 H120" stroke={brand[7]} strokeWidth={5} strokeLinecap="round" />
    </svg>
  );
}
