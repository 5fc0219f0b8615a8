import { langOf } from '@putt/contract/lang';
import {
  puttTalentGroupNames,
  puttTalentNames,
  toccCompetencyGroupNames,
  toccCompetencyNames,
} from '@putt/contract/instrument-names';

type Names = Record<string, { ko: string; en: string }>;
const areas: Names = { ...puttTalentNames, ...toccCompetencyNames };
const groups: Names = { ...puttTalentGroupNames, ...toccCompetencyGroupNames };

const named = (names: Names, id: string, language: string) => names[id]?.[langOf(language)] ?? id;

/** A talent's or competency's public name in the page's language (the catalogue's words). */
export const areaName = (id: string, language: string) => named(areas, id, language);

/** A talent group's or competency group's public name in the page's language. */
export const groupName = (id: string, language: string) => named(groups, id, language);
