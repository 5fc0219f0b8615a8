import { operations } from '@putt/contract/operations';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../auth/actor.js';
import { AppError } from '../../errors/app-error.js';
import { allOperations } from '../all-operations.js';
import { type OperationContext, runOperation } from '../registry.js';

/**
 * Every back-office operation, whatever its input, is refused before its handler runs to anyone
 * but staff, and the admin-only ones to operators too. The handler is never reached: the context
 * has no database, so reaching it would fail with another error.
 */
const staffOperations = allOperations.filter((def) => def.staffRole !== undefined);

const outsiders: [string, Actor, number][] = [
  ['a visitor', { role: 'visitor' }, 100],
  ['an individual', { role: 'individual', memberId: 'm', sessionId: 's' }, 403],
  ['an organisation user', { role: 'orgUser', memberId: 'm', orgId: 'o', sessionId: 's' }, 403],
  ['an organisation admin', { role: 'orgAdmin', memberId: 'm', orgId: 'o', sessionId: 's' }, 403],
  ['an examinee', { role: 'examinee', attemptId: 'e', bankId: null }, 403],
];
const operator: Actor = {
  role: 'staff',
  staffId: 's',
  staffLogin: 'op',
  staffRole: 'operator',
  sessionId: 's',
};

async function codeOf(name: string, actor: Actor): Promise<number | undefined> {
  const def = staffOperations.find((d) => d.name === name)!;
  const ctx = { actor, operation: name } as OperationContext;
  try {
    await runOperation(def, {}, ctx);
  } catch (error) {
    return error instanceof AppError ? error.code : -1;
  }
  return undefined;
}

describe('back-office operations', () => {
  it('are every operation named admin… but the way in, and all are tagged staff', () => {
    const named = Object.keys(operations).filter((name) => name.startsWith('admin'));
    const entry = [
      'adminLogin',
      'adminLogout',
      'adminGetSession',
      'adminVerifySecondFactor',
      'adminBeginTotpEnrolment',
      'adminConfirmTotpEnrolment',
    ];
    expect(staffOperations.map((d) => d.name).sort()).toEqual(named.filter((n) => !entry.includes(n)).sort());
    for (const def of staffOperations) expect(def.contract.tag).toBe('staff');
  });

  for (const def of staffOperations) {
    for (const [who, actor, code] of outsiders) {
      it(`refuses ${def.name} to ${who} (${code})`, async () => {
        expect(await codeOf(def.name, actor)).toBe(code);
      });
    }
    if (def.staffRole === 'admin') {
      it(`refuses ${def.name} to an operator (403)`, async () => {
        expect(await codeOf(def.name, operator)).toBe(403);
      });
    }
  }
});
