import type { TTaxTreatment } from '@putt/contract/site';

/** A paid amount as a document states it: supply value plus VAT (부가세) makes the total. */
export type TaxSplit = { supply: number; vat: number; total: number };

/**
 * Splits what the customer pays (the catalogue's prices include VAT). 과세 ('included'): the
 * supply value is the total over 1.1, rounded to the won, and the VAT is the rest, so the two
 * always add up to the total. 면세 ('exempt'): no VAT, the supply value is the total.
 */
export function taxSplit(total: number, treatment: TTaxTreatment): TaxSplit {
  if (!Number.isSafeInteger(total) || total < 0) {
    throw new RangeError(`taxSplit: ${total} is not a whole amount of won`);
  }
  if (treatment === 'exempt') return { supply: total, vat: 0, total };
  const supply = Math.round(total / 1.1);
  return { supply, vat: total - supply, total };
}
