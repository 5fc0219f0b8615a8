import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { attempts } from '../db/schema/attempts.js';

/**
 * An attempt whose answers may still arrive: erasing its examinee now would leave them to no one.
 * A retired attempt (staff asked a retest) takes no more answers whatever its state, so it holds
 * nothing back. Null where no attempt was joined.
 */
export const attemptAnswering = and(eq(attempts.state, 'answering'), isNull(attempts.retiredAt)) as SQL<
  boolean | null
>;
