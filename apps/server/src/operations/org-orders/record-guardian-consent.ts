import { orgActorOf } from '../../auth/actor.js';
import { recordGuardianConsent as record } from '../../projects/record-guardian-consent.js';
import { implement } from '../registry.js';

export const recordGuardianConsent = implement(
  'recordGuardianConsent',
  'organisation',
  'own',
  async (input, ctx) => {
    await record(ctx.db, orgActorOf(ctx.actor), input);
    return { message: 'success' as const };
  },
);
