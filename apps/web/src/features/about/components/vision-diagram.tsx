import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { accent, brand, ink } from './palette';

export type VisionValue = { name: string; tagline: string; text: string };
export type VisionGoal = { title: string; text: string };

type Content = {
  visionLabel: string;
  visionText: string;
  missionLabel: string;
  missionText: string;
  valuesLabel: string;
  values: VisionValue[];
  goalsLabel: string;
  goals: VisionGoal[];
};

// Drawn on a 480-unit-wide canvas: on a 375 px phone the 19-unit text still reads at about 13 px.
const WIDTH = 480;
const X = 16;
const INNER = WIDTH - 2 * X;
const CENTRE = WIDTH / 2;
const LINE = 26;

/** Lays the framework out top to bottom; each block's height follows its number of lines. */
function draw(content: Content): { height: number; parts: ReactNode[] } {
  const parts: ReactNode[] = [];
  let y = 16;

  const statement = (key: string, label: string, text: string, dark: boolean) => {
    const rows = text.split('\n');
    const height = 86 + (rows.length - 1) * LINE;
    parts.push(
      <g key={key}>
        <rect
          x={X}
          y={y}
          width={INNER}
          height={height}
          rx={16}
          fill={dark ? brand[7] : brand[0]}
          stroke={dark ? brand[7] : brand[3]}
          strokeWidth={2}
        />
        <text
          x={CENTRE}
          y={y + 32}
          textAnchor="middle"
          fontSize={15}
          fontWeight={700}
          letterSpacing={2}
          fill={dark ? brand[1] : brand[7]}
        >
          {label}
        </text>
        <text
          x={CENTRE}
          y={y + 64}
          textAnchor="middle"
          fontSize={19}
          fontWeight={600}
          fill={dark ? '#ffffff' : brand[9]}
        >
          {rows.map((row, index) => (
            <tspan key={row} x={CENTRE} dy={index === 0 ? 0 : LINE}>
              {row}
            </tspan>
          ))}
        </text>
      </g>,
    );
    y += height;
  };

  const arrow = (key: string) => {
    parts.push(
      <g key={key} stroke={brand[3]} strokeWidth={3} strokeLinecap="round" strokeLinejoin="round" fill="none">
        <path d={`M${CENTRE} ${y + 5} V${y + 24}`} />
        <path d={`M${CENTRE - 7} ${y + 17} L${CENTRE} ${y + 25} L${CENTRE + 7} ${y + 17}`} />
      </g>,
    );
    y += 30;
  };

  const heading = (key: string, label: string) => {
    parts.push(
      <g key={key}>
        <text x={CENTRE} y={y + 22} textAnchor="middle" fontSize={17} fontWeight={700} fill={brand[8]}>
          {label}
        </text>
        <rect x={CENTRE - 14} y={y + 31} width={28} height={4} rx={2} fill={accent} />
      </g>,
    );
    y += 46;
  };

  statement('vision', content.visionLabel, content.visionText, true);
  arrow('arrow-1');
  statement('mission', content.missionLabel, content.missionText, false);
  arrow('arrow-2');

  heading('values-heading', content.valuesLabel);
  const pill = { width: (INNER - 16) / 2, height: 72, gap: 12 };
  content.values.forEach((value, index) => {
    const left = X + (index % 2) * (pill.width + 16);
    const top = y + Math.floor(index / 2) * (pill.height + pill.gap);
    const middle = left + pill.width / 2 + 8;
    parts.push(
      <g key={`value-${value.name}`}>
        <rect
          x={left}
          y={top}
          width={pill.width}
          height={pill.height}
          rx={14}
          fill="#ffffff"
          stroke={brand[6]}
          strokeWidth={2}
        />
        <circle cx={left + 20} cy={top + pill.height / 2} r={6} fill={accent} />
        <text x={middle} y={top + 31} textAnchor="middle" fontSize={19} fontWeight={700} fill={brand[8]}>
          {value.name}
        </text>
        <text x={middle} y={top + 55} textAnchor="middle" fontSize={14} fill={ink}>
          {value.tagline}
        </text>
      </g>,
    );
  });
  y += Math.ceil(content.values.length / 2) * (pill.height + pill.gap) - pill.gap + 16;

  heading('goals-heading', content.goalsLabel);
  content.goals.forEach((goal, index) => {
    const top = y + index * 60;
    parts.push(
      <g key={`goal-${goal.title}`}>
        <rect
          x={X}
          y={top}
          width={INNER}
          height={50}
          rx={12}
          fill="#ffffff"
          stroke={brand[2]}
          strokeWidth={2}
        />
        <circle cx={X + 28} cy={top + 25} r={14} fill={brand[7]} />
        <text x={X + 28} y={top + 30} textAnchor="middle" fontSize={14} fontWeight={700} fill="#ffffff">
          {index + 1}
        </text>
        <text x={X + 54} y={top + 31} fontSize={16.5} fontWeight={600} fill={brand[9]}>
          {goal.title}
        </text>
      </g>,
    );
  });
  y += content.goals.length * 60 - 10 + 16;

  return { height: y, parts };
}

/** The vision and mission as a picture (spec-2 §2); the page gives the same content as text below it. */
export function VisionDiagram() {
  const { t } = useTranslation('about');
  const { height, parts } = draw({
    visionLabel: t('vision.visionLabel'),
    visionText: t('vision.visionText'),
    missionLabel: t('vision.missionLabel'),
    missionText: t('vision.missionText'),
    valuesLabel: t('vision.valuesLabel'),
    values: t('vision.values', { returnObjects: true }) as VisionValue[],
    goalsLabel: t('vision.goalsLabel'),
    goals: t('vision.goals', { returnObjects: true }) as VisionGoal[],
  });
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      width="100%"
      role="img"
      aria-label={t('vision.diagramLabel')}
      style={{ display: 'block', maxWidth: '36rem', height: 'auto', margin: '0 auto' }}
    >
      {parts}
    </svg>
  );
}
