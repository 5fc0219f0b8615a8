import { implement } from '../registry.js';

export const getSocialProviders = implement(
  'getSocialProviders',
  'anyone',
  'public',
  async (_input, { config }) => ({
    google: Boolean(config.social.google),
    kakao: Boolean(config.social.kakao),
  }),
);
