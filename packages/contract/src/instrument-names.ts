import type { PuttStage, PuttTalent, ToccCompetency } from './instruments.js';

type Names<K extends string> = Record<K, { ko: string; en: string }>;

/**
 * The instruments' names as the catalogue gives them (its products add the level: "PUTT 다재능검사
 * (중등)"); a report's words name the test with these, so its cover and pages read alike.
 */
export const testFamilyNames: Names<'putt' | 'tocc'> = {
  putt: { ko: 'PUTT 다재능검사', en: 'PUTT Multi-Talent Test' },
  tocc: { ko: 'TOCC 창의성역량검사', en: 'TOCC Creativity Competency Test' },
};

/** The public names of PUTT's structure, as the catalogue pages give them. */
export const puttTalentGroupNames: Names<'cognitive' | 'emotional' | 'bodyNature' | 'relational'> = {
  cognitive: { ko: '인지 재능', en: 'Cognitive talents' },
  emotional: { ko: '감성 재능', en: 'Emotional talents' },
  bodyNature: { ko: '신체·자연 재능', en: 'Body and nature talents' },
  relational: { ko: '관계 재능', en: 'Relational talents' },
};

export const puttTalentNames: Names<PuttTalent> = {
  linguistic: { ko: '언어', en: 'Linguistic' },
  logical: { ko: '논리수학', en: 'Logical-mathematical' },
  musical: { ko: '음악', en: 'Musical' },
  spatial: { ko: '공간', en: 'Spatial' },
  bodily: { ko: '신체운동', en: 'Bodily-kinesthetic' },
  naturalist: { ko: '자연탐구', en: 'Naturalist' },
  interpersonal: { ko: '대인관계', en: 'Interpersonal' },
  intrapersonal: { ko: '자기성찰', en: 'Intrapersonal' },
};

export const puttStageNames: Names<PuttStage> = {
  perception: { ko: '지각', en: 'Perception' },
  expression: { ko: '표현', en: 'Expression' },
  composition: { ko: '구성', en: 'Composition' },
  achievement: { ko: '성취', en: 'Achievement' },
};

/** The public names of TOCC's and TEC's structure. */
export const toccCompetencyGroupNames: Names<'thinking' | 'disposition' | 'motivation'> = {
  thinking: { ko: '창의적 사고', en: 'Creative thinking' },
  disposition: { ko: '창의적 성향', en: 'Creative disposition' },
  motivation: { ko: '창의적 동기', en: 'Creative motivation' },
};

export const toccCompetencyNames: Names<ToccCompetency> = {
  divergent: { ko: '확산적 사고', en: 'Divergent thinking' },
  convergent: { ko: '수렴적 사고', en: 'Convergent thinking' },
  imagination: { ko: '상상력', en: 'Imagination' },
  curiosity: { ko: '호기심', en: 'Curiosity' },
  openness: { ko: '개방성', en: 'Openness' },
  independence: { ko: '독립성', en: 'Independence' },
  intrinsic: { ko: '내적 동기', en: 'Intrinsic motivation' },
  commitment: { ko: '과제 집착', en: 'Task commitment' },
  challenge: { ko: '도전 정신', en: 'Spirit of challenge' },
};
