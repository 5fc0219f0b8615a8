import { createApiClient } from '@putt/contract/client';
import i18next from 'i18next';

/** The one client of the API for the whole web app (same origin: cookies go along). */
export const api = createApiClient({
  // e-mails the server sends for this call are written in the visitor's language
  headers: () => ({ 'x-lang': i18next.language === 'en' ? 'en' : 'ko' }),
});
