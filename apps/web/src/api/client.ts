import { createApiClient } from '@putt/contract/client';

/** The one client of the API for the whole web app (same origin: cookies go along). */
export const api = createApiClient();
