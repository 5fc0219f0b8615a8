import { z } from 'zod';
import { defineOperation } from './operation.js';

/**
 * Which social sign-in buttons to show. The sign-in itself is no operation: the browser goes to
 * `GET /auth/{provider}/start` and comes back through the provider's redirects.
 */
export const getSocialProviders = defineOperation({
  tag: 'auth',
  summary: 'Which social sign-in providers (Google, Kakao) this server offers',
  input: z.object({}),
  output: z.object({ google: z.boolean(), kakao: z.boolean() }),
});
