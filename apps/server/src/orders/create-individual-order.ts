import { ErrorCode } from '@putt/contract/errors';
import type { z } from 'zod';
import type { ZPersonalOrder } from '@putt/contract/orders';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../auth/actor.js';
import type { Catalogue } from '../catalogue/read-catalogue.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { isUniqueViolation } from '../db/errors.js';
import { members } from '../db/schema/accounts.js';
import { examinees, orderProducts, orders, projects } from '../db/schema/orders.js';
import { AppError } from '../errors/app-error.js';
import { writeMail } from '../mail/outbox.js';
import { orderReceivedMail } from '../mail/templates/order-received.js';
import type { Lang } from '@putt/contract/lang';
import { randomId } from '../security/random-id.js';
import { readPublicSettings } from '../site/site-info.js';
import { toDateColumn } from '../db/date-columns.js';
import { recordStatus } from './record-status.js';

type Input = z.output<typeof ZPersonalOrder>;

const refuse = (field: string, key: string) =>
  new AppError(ErrorCode.INVALID_DATA, 'Invalid order', { [field]: key });

/**
 * An individual's package order (decision 009): one examinee, the level's tests (a project each)
 * and the combined counselling, at the group's price. Everything is written in one transaction as
 * pending, with the receipt mail in the outbox; the same idempotency key answers the same order.
 * Answers the order's SK and the outbox id to dispatch (undefined when nothing new was made). `env`
 * decides whether the mail may state an account still at its demo (decision 033).
 */
export async function createIndividualOrder(
  db: Db,
  catalogue: Catalogue,
  actor: Actor & { memberId: string },
  input: Input,
  lang: Lang,
  env: Config['env'],
): Promise<{ sk: string; mailId?: string }> {
  const existing = await findByKey(db, actor.memberId, input.idempotencyKey);
  if (existing) return { sk: existing };

  const group = catalogue.groups.find((g) => g.product_key === input.product_key);
  if (!group || group.products.length === 0) throw refuse('product_key', 'v.productKey');
  if (input.totalPrice !== group.price) throw refuse('totalPrice', 'v.priceChanged');
  const tests = group.products.filter((p) => !p.type.startsWith('coach_'));
  const orderName = `${tests.map((p) => p.name).join(' + ')} · ${input.examinee.name}`;

  const sk = randomId();
  try {
    const mailId = await db.transaction(async (tx) => {
      await tx.insert(orders).values({
        sk,
        type: 'individual',
        memberId: actor.memberId,
        name: orderName,
        status: 'pending',
        totalPrice: group.price,
        receiverEmail: input.receiver_email,
        productKey: group.product_key,
        guardianName: input.guardian.name,
        guardianRelationship: input.guardian.relationship,
        guardianPhone: input.guardian.phone_number,
        depositName: input.payment_method.deposit_name,
        bankDate: toDateColumn(input.payment_method.bank_date),
        idempotencyKey: input.idempotencyKey,
        lang,
      });
      // the account keeps the language its member last ordered in, for the mails staff send later
      await tx.update(members).set({ lang }).where(eq(members.id, actor.memberId));
      // the lines are priced by the package: each is included in the order's total
      const lines = await tx
        .insert(orderProducts)
        .values(
          group.products.map((product, sort) => ({
            orderSk: sk,
            prodId: product.SK,
            type: product.type,
            name: product.name,
            unitPrice: 0,
            sort,
          })),
        )
        .returning({ id: orderProducts.id, type: orderProducts.type });
      for (const [num, test] of tests.entries()) {
        const projectSk = randomId();
        await tx.insert(projects).values({
          sk: projectSk,
          orderSk: sk,
          orderProductId: lines.find((line) => line.type === test.type)!.id,
          num: num + 1,
          name: test.name,
          type: test.type,
          startTargetDate: toDateColumn(input.project.start_target_date),
          counselTargetDate: toDateColumn(input.project.counsel_target_date),
          counselType: input.project.counsel_type,
        });
        const { examinee } = input;
        await tx.insert(examinees).values({
          sk: randomId(),
          projectSk,
          num: 1,
          name: examinee.name,
          gender: examinee.gender,
          dob: toDateColumn(examinee.dob),
          schoolInfo: examinee.school_info,
          postCode: examinee.address.postCode,
          address: examinee.address.address,
          addressDetail: examinee.address.addressDetail,
          email: examinee.email,
        });
      }
      await recordStatus(tx, { orderSk: sk, by: actor, from: null, to: 'pending' });
      return writeMail(
        tx,
        input.receiver_email,
        orderReceivedMail(lang, {
          orderName,
          total: group.price,
          depositName: input.payment_method.deposit_name,
          bankDate: input.payment_method.bank_date,
          testDate: input.project.start_target_date,
          account: (await readPublicSettings(tx, env)).bankAccount,
        }),
      );
    });
    return { sk, mailId };
  } catch (error) {
    // the same form submitted twice at once: the unique key lets one through
    if (isUniqueViolation(error)) {
      const first = await findByKey(db, actor.memberId, input.idempotencyKey);
      if (first) return { sk: first };
    }
    throw error;
  }
}

async function findByKey(db: Db, memberId: string, key: string): Promise<string | undefined> {
  const [row] = await db
    .select({ sk: orders.sk })
    .from(orders)
    .where(and(eq(orders.memberId, memberId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row?.sk;
}
