import { publicHtml } from '../../../boards/staff/public-html.js';
import { implementStaff } from '../../registry.js';

export const adminPreviewPost = implementStaff('adminPreviewPost', 'operator', async ({ html }) => ({
  html: publicHtml(html),
}));
