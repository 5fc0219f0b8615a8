import { ErrorCode } from '@putt/contract/errors';
import type { Lang } from '@putt/contract/lang';
import { ERASURE_ALREADY_ASKED, type askErasureByReportKey } from '@putt/contract/privacy';
import type { z } from 'zod';
import type { AuditCaller } from '../audit/write-audit.js';
import type { Db } from '../db/client.js';
import { AppError } from '../errors/app-error.js';
import { matchReportKey } from '../reports/report-key-match.js';
import { erasureStateOf, latestErasureOf } from './erasure-state.js';
import { recordErasureRequest } from './request-erasure.js';

type Asked = z.output<(typeof askErasureByReportKey)['input']>;

/**
 * A pupil or parent who holds a report key and the pupil's details asks the company to erase the
 * pupil early (issue 44). The request waits for staff: a school's pupil's data is the school's to
 * keep for its purpose, so staff check with it before confirming (decision 041).
 */
export async function askErasureByKey(db: Db, caller: AuditCaller, asked: Asked, lang: Lang): Promise<void> {
  const { examinee } = await matchReportKey(db, caller.request.ip, asked);
  await db.transaction(async (tx) => {
    const latest = await latestErasureOf(tx, examinee.sk);
    if (latest && ['waiting', 'confirmed'].includes(erasureStateOf(latest))) {
      throw new AppError(ErrorCode.INVALID_STATE, 'An erasure is already asked', {
        SK: ERASURE_ALREADY_ASKED,
      });
    }
    await recordErasureRequest(tx, caller, {
      source: 'company',
      examineeSks: [examinee.sk],
      reason: asked.message,
      receiptTo: asked.email,
      lang,
    });
  });
}
