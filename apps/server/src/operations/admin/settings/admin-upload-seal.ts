import { implementStaff } from '../../registry.js';
import { uploadSettingsImage } from './upload-settings-image.js';

export const adminUploadSeal = implementStaff('adminUploadSeal', 'admin', uploadSettingsImage('seal'));
