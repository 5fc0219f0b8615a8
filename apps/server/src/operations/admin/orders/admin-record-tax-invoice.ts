import { recordTaxInvoice } from '../../../orders/staff/record-tax-invoice.js';
import { implementStaff } from '../../registry.js';

export const adminRecordTaxInvoice = implementStaff(
  'adminRecordTaxInvoice',
  'operator',
  async ({ SK, number, issuedOn }, ctx) => {
    await recordTaxInvoice(ctx, SK, { number, issuedOn });
    return { message: 'success' as const };
  },
);
