import { createOrgInquiry } from '../../inquiries/create-inquiry.js';
import { implement } from '../registry.js';
import { sendInquiry } from './send-inquiry.js';

export const addOrgMyreg = implement('addOrgMyreg', 'anyone', 'public', (input, ctx) =>
  sendInquiry(ctx, (sender) => createOrgInquiry(ctx.db, input, sender)),
);
