import type { OperationDef } from '../../registry.js';
import { adminGetSettings } from './admin-get-settings.js';
import { adminUpdateSettings } from './admin-update-settings.js';
import { adminUploadPartnerLogo } from './admin-upload-partner-logo.js';

export const adminSettingsOperations: readonly OperationDef[] = [
  adminGetSettings,
  adminUpdateSettings,
  adminUploadPartnerLogo,
];
