import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './competency-model.module.css';
import { ACCENT } from './glyph';

type Group = {
  key: 'cognitive' | 'dispositional' | 'motivational';
  competencies: string[];
  /** circle centre, and where its texts sit (the part no other circle covers) */
  cx: number;
  cy: number;
  tx: number;
  ty: number;
  fill: string;
  stroke: string;
};

// The TOCC model: 3 competency groups of 3 competencies each (spec-1 §1: 3 groups, 9 competencies),
// named as on the TOCC product pages.
const groups: Group[] = [
  {
    key: 'cognitive',
    competencies: ['divergent', 'convergent', 'imagination'],
    cx: 300,
    cy: 175,
    tx: 300,
    ty: 80,
    fill: 'var(--mantine-color-brand-6)',
    stroke: 'var(--mantine-color-brand-6)',
  },
  {
    key: 'dispositional',
    competencies: ['curiosity', 'openness', 'independence'],
    cx: 209,
    cy: 332,
    tx: 162,
    ty: 352,
    fill: 'var(--mantine-color-brand-3)',
    stroke: 'var(--mantine-color-brand-5)',
  },
  {
    key: 'motivational',
    competencies: ['intrinsic', 'commitment', 'challenge'],
    cx: 391,
    cy: 332,
    tx: 438,
    ty: 352,
    fill: ACCENT,
    stroke: ACCENT,
  },
];

const RADIUS = 150;
const LINE = 24;

/** Three overlapping circles around creative competency, each with its three competencies. */
function ModelDrawing() {
  const { t } = useTranslation('guide');
  return (
    <svg
      viewBox="50 16 500 476"
      role="img"
      aria-label={t('intro.model.imageLabel')}
      className={classes.drawing}
    >
      {groups.map((g) => (
        <circle
          key={g.key}
          cx={g.cx}
          cy={g.cy}
          r={RADIUS}
          fill={g.fill}
          fillOpacity={0.14}
          stroke={g.stroke}
          strokeWidth={2}
        />
      ))}
      {groups.map((g) => (
        <g key={g.key} textAnchor="middle">
          <text x={g.tx} y={g.ty} fontSize={20} fontWeight={700} fill="var(--mantine-color-brand-9)">
            {t(`intro.model.groups.${g.key}.short`)}
          </text>
          {g.competencies.map((c, i) => (
            <text key={c} x={g.tx} y={g.ty + 28 + i * LINE} fontSize={16} fill="var(--mantine-color-gray-9)">
              {t(`intro.model.competencies.${c}`)}
            </text>
          ))}
        </g>
      ))}
      <circle cx={300} cy={280} r={54} fill="var(--mantine-color-brand-7)" />
      <text x={300} y={276} textAnchor="middle" fontSize={17} fontWeight={700} fill="#fff">
        {t('intro.model.centre1')}
      </text>
      <text x={300} y={298} textAnchor="middle" fontSize={17} fontWeight={700} fill="#fff">
        {t('intro.model.centre2')}
      </text>
    </svg>
  );
}

/** The creative competency model: the drawing, and the same content as text beside it. */
export function CompetencyModel() {
  const { t } = useTranslation('guide');
  return (
    <div className={classes.layout}>
      <ModelDrawing />
      <div className={classes.groups}>
        {groups.map((g) => (
          <div key={g.key} className={classes.group} data-group={g.key}>
            <Title order={3} fz="md">
              {t(`intro.model.groups.${g.key}.name`)}
            </Title>
            <Text fz="sm" c="dimmed" mt={4}>
              {t(`intro.model.groups.${g.key}.description`)}
            </Text>
            <ul className={classes.list}>
              {g.competencies.map((c) => (
                <li key={c}>{t(`intro.model.competencies.${c}`)}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}
