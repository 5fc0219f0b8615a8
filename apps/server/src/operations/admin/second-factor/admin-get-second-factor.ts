import { staffOf } from '../../../auth/actor.js';
import { secondFactorStateOf } from '../../../staff/second-factor/factor-state.js';
import { implementStaff } from '../../registry.js';

export const adminGetSecondFactor = implementStaff('adminGetSecondFactor', 'counsellor', (_input, ctx) =>
  secondFactorStateOf(ctx.db, staffOf(ctx.actor).staffId, ctx.config.staffSecondFactorRequired),
);
