import { implementStaff } from '../../registry.js';
import { uploadSettingsImage } from './upload-settings-image.js';

export const adminUploadPartnerLogo = implementStaff(
  'adminUploadPartnerLogo',
  'admin',
  uploadSettingsImage('partnerLogo'),
);
