import { ErrorCode } from '@putt/contract/errors';
import { mySessions } from '../../counselling/my-sessions.js';
import { AppError } from '../../errors/app-error.js';
import { implement } from '../registry.js';

export const getMyCounselling = implement(
  'getMyCounselling',
  'signedIn',
  'own',
  async (_input, { db, actor }) => {
    if (!('memberId' in actor)) throw new AppError(ErrorCode.PERMISSION_DENIED, 'Members only');
    return mySessions(db, actor);
  },
);
