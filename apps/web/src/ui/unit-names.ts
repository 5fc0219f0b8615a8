import { puttTalentNames, toccCompetencyNames } from '@putt/contract/instrument-names';

/** A talent's or competency's public name in the page's language (the catalogue's words). */
export function areaName(id: string, language: string): string {
  const names =
    (puttTalentNames as Record<string, { ko: string; en: string }>)[id] ??
    (toccCompetencyNames as Record<string, { ko: string; en: string }>)[id];
  return names ? names[language === 'en' ? 'en' : 'ko'] : id;
}
