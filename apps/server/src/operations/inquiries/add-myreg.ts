import { createInquiry } from '../../inquiries/create-inquiry.js';
import { implement } from '../registry.js';
import { sendInquiry } from './send-inquiry.js';

export const addMyreg = implement('addMyreg', 'anyone', 'public', (input, ctx) =>
  sendInquiry(ctx, (sender) => createInquiry(ctx.db, input, sender)),
);
