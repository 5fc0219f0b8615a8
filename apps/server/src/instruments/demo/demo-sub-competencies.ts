import type { ToccCompetency } from '@putt/contract/instruments';

/**
 * The demo banks' sub-competencies (ours: the real ones are the company's licensed content), three
 * under each competency for TEC (27); the teen form keeps 20 and the child form 17 (spec-1 §1),
 * marked by the forms that use each.
 */
export const demoSubCompetencies: {
  id: string;
  competency: ToccCompetency;
  ko: string;
  en: string;
  teen: boolean;
  child: boolean;
}[] = [
  { id: 'fluency', competency: 'divergent', ko: '유창성', en: 'Fluency', teen: true, child: true },
  { id: 'flexibility', competency: 'divergent', ko: '융통성', en: 'Flexibility', teen: true, child: true },
  { id: 'originality', competency: 'divergent', ko: '독창성', en: 'Originality', teen: true, child: true },
  { id: 'analysis', competency: 'convergent', ko: '분석', en: 'Analysis', teen: true, child: true },
  { id: 'evaluation', competency: 'convergent', ko: '평가', en: 'Evaluation', teen: true, child: true },
  { id: 'elaboration', competency: 'convergent', ko: '정교화', en: 'Elaboration', teen: false, child: false },
  { id: 'imagery', competency: 'imagination', ko: '시각적 상상', en: 'Imagery', teen: true, child: true },
  {
    id: 'possibility',
    competency: 'imagination',
    ko: '가능성 상상',
    en: 'Possibility thinking',
    teen: false,
    child: false,
  },
  {
    id: 'metaphor',
    competency: 'imagination',
    ko: '은유적 사고',
    en: 'Metaphorical thinking',
    teen: true,
    child: true,
  },
  {
    id: 'exploration',
    competency: 'curiosity',
    ko: '탐구 욕구',
    en: 'Urge to explore',
    teen: true,
    child: true,
  },
  { id: 'questioning', competency: 'curiosity', ko: '질문하기', en: 'Questioning', teen: true, child: true },
  {
    id: 'novelty',
    competency: 'curiosity',
    ko: '새로움 추구',
    en: 'Novelty seeking',
    teen: false,
    child: false,
  },
  {
    id: 'diversity',
    competency: 'openness',
    ko: '다양성 수용',
    en: 'Acceptance of diversity',
    teen: true,
    child: true,
  },
  {
    id: 'ambiguity',
    competency: 'openness',
    ko: '모호함 수용',
    en: 'Tolerance of ambiguity',
    teen: false,
    child: false,
  },
  {
    id: 'receptiveness',
    competency: 'openness',
    ko: '유연한 태도',
    en: 'Receptiveness',
    teen: true,
    child: true,
  },
  {
    id: 'confidence',
    competency: 'independence',
    ko: '자기 확신',
    en: 'Self-confidence',
    teen: true,
    child: true,
  },
  {
    id: 'judgment',
    competency: 'independence',
    ko: '주관적 판단',
    en: 'Own judgment',
    teen: false,
    child: false,
  },
  {
    id: 'nonconformity',
    competency: 'independence',
    ko: '비동조성',
    en: 'Nonconformity',
    teen: true,
    child: false,
  },
  { id: 'interest', competency: 'intrinsic', ko: '흥미', en: 'Interest', teen: true, child: true },
  { id: 'enjoyment', competency: 'intrinsic', ko: '즐거움', en: 'Enjoyment', teen: true, child: true },
  { id: 'autonomy', competency: 'intrinsic', ko: '자율성', en: 'Autonomy', teen: true, child: false },
  { id: 'persistence', competency: 'commitment', ko: '끈기', en: 'Persistence', teen: true, child: true },
  { id: 'absorption', competency: 'commitment', ko: '몰입', en: 'Absorption', teen: true, child: true },
  {
    id: 'responsibility',
    competency: 'commitment',
    ko: '책임감',
    en: 'Responsibility',
    teen: false,
    child: false,
  },
  { id: 'risk', competency: 'challenge', ko: '위험 감수', en: 'Risk taking', teen: true, child: false },
  { id: 'resilience', competency: 'challenge', ko: '실패 극복', en: 'Resilience', teen: true, child: true },
  { id: 'goal', competency: 'challenge', ko: '목표 지향', en: 'Goal orientation', teen: false, child: false },
];
