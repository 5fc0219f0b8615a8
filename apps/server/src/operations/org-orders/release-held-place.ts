import { releaseHeldPlace as release } from '../../projects/release-held-place.js';
import { implement } from '../registry.js';

// The school of the class, or the individual who ordered the test: lockProjectOf lets each reach
// only their own projects.
export const releaseHeldPlace = implement('releaseHeldPlace', 'signedIn', 'own', async (input, ctx) => {
  await release(ctx.db, ctx, input);
  return { message: 'success' as const };
});
