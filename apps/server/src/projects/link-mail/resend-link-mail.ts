import { ErrorCode } from '@putt/contract/errors';
import { STEP_REFUSED } from '@putt/contract/lifecycle';
import type { Actor } from '../../auth/actor.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { FileStore } from '../../files/file-store.js';
import { AppError } from '../../errors/app-error.js';
import type { Jobs } from '../../jobs/jobs.js';
import { dispatchMail } from '../../mail/outbox.js';
import { lockProjectOf } from '../move-project.js';
import { hasLink, writeLinkMail } from './write-link-mail.js';

/**
 * A project's link and codes mailed again now (the detail page's "resend", the back office's):
 * only a project the caller reaches, and only once it has its link. The scheduled mail is not
 * touched: it still goes the day before.
 */
export async function resendLinkMail(
  deps: { db: Db; files: FileStore; jobs: Jobs; config: Pick<Config, 'reportThreads'> },
  actor: Actor,
  sk: string,
): Promise<void> {
  const { project } = await deps.db.transaction((tx) => lockProjectOf(tx, actor, sk));
  if (!hasLink(project)) {
    throw new AppError(ErrorCode.INVALID_DATA, 'A project without its link has nothing to mail', {
      SK: STEP_REFUSED,
    });
  }
  for (const id of await writeLinkMail(deps, sk, 'again')) await dispatchMail(deps.jobs, id);
}
