import { getSiteInfo } from './site/get-site-info.js';
import type { OperationDef } from './registry.js';

/** Every operation the server serves; the registry checks this covers the whole contract. */
export const allOperations: readonly OperationDef[] = [getSiteInfo];
