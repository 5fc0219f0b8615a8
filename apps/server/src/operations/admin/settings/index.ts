import type { OperationDef } from '../../registry.js';
import { adminGetSettings } from './admin-get-settings.js';
import { adminListDemoSettings } from './admin-list-demo-settings.js';
import { adminListRetentionHistory } from './admin-list-retention-history.js';
import { adminUpdateSettings } from './admin-update-settings.js';
import { adminUploadPartnerLogo } from './admin-upload-partner-logo.js';
import { adminUploadSeal } from './admin-upload-seal.js';

export const adminSettingsOperations: readonly OperationDef[] = [
  adminGetSettings,
  adminListDemoSettings,
  adminUpdateSettings,
  adminListRetentionHistory,
  adminUploadPartnerLogo,
  adminUploadSeal,
];
