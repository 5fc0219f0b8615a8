import { expect } from 'vitest';
import { orgApplication } from './orders.js';
import type { TestApp } from './test-app.js';

/**
 * An organisation's Activity order for a middle school (talent exploration for 30, startup for 20),
 * applied for by `orgCookie` and approved by `staffCookie`: its runs wait to be planned. Answers
 * the order's SK.
 */
export async function approvedActivityOrder(
  t: TestApp,
  orgCookie: string,
  staffCookie: string,
): Promise<string> {
  const { body } = await t.call('getProducts', {});
  const product = (type: string) => body.items.find((item) => item.type === type)!;
  const talent = product('activity_putt_m');
  const startup = product('activity_startup_m');
  const application = orgApplication((a) => {
    a.pid = 'activity';
    a.products = [
      { prod_id: talent.SK, quantity: 30, unit_price: talent.price, notes: '2학년' },
      { prod_id: startup.SK, quantity: 20, unit_price: startup.price, notes: '' },
    ];
    a.totalPrice = 30 * talent.price + 20 * startup.price;
  });
  const applied = await t.call('requestOrgQuotation', application, { cookie: orgCookie });
  expect(applied.status, JSON.stringify(applied.body)).toBe(200);
  const sk = applied.body.Item.SK;
  const approved = await t.call('adminApproveOrder', { SK: sk }, { cookie: staffCookie });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  return sk;
}
