import type { Actor } from '../auth/actor.js';
import type { Db } from '../db/client.js';
import { completeProject } from '../projects/open-close-project.js';
import type { ResultWork } from '../reports/result-work.js';
import { resultsAtClose } from '../reports/results-at-close.js';

/**
 * closeOneProject (spec-2 §4, spec-1 §4 "end test and send student report"): the project is closed
 * and its order completed when it was the last one open (projects), and its results are sent on
 * (reports: resultsAtClose). One transaction; answers what to dispatch after it.
 */
export async function closeProject(db: Db, actor: Actor, sk: string, origin: string): Promise<ResultWork> {
  return db.transaction(async (tx) => resultsAtClose(tx, await completeProject(tx, actor, sk), origin));
}
