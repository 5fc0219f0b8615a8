import { readSiteInfo } from '../../site/site-info.js';
import { anyone, implement } from '../registry.js';

export const getSiteInfo = implement('getSiteInfo', anyone, (_input, { db }) => readSiteInfo(db));
