import { ErrorCode } from '@putt/contract/errors';
import type { OperationContract } from '@putt/contract/operation';
import { operations, type OperationName, type Operations } from '@putt/contract/operations';
import { staffRoleAllows, type StaffRole } from '@putt/contract/admin/common';
import { findUnstorableText } from '@putt/contract/text';
import { allows, type AccessName } from '@putt/contract/roles';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Actor } from '../auth/actor.js';
import type { Config } from '../config.js';
import type { Database, Db } from '../db/client.js';
import type { FileStore } from '../files/file-store.js';
import { AppError } from '../errors/app-error.js';
import { validationError } from '../errors/validation-error.js';
import type { Jobs } from '../jobs/jobs.js';

/** What every handler gets besides its input. */
export type OperationContext = {
  db: Db;
  database: Database;
  actor: Actor;
  config: Config;
  jobs: Jobs;
  files: FileStore;
  log: FastifyBaseLogger;
  request: FastifyRequest;
  reply: FastifyReply;
  /** the operation's name (the audit log's action) */
  operation: string;
};

/**
 * Whose records an operation reaches, declared beside who may call it (issue 24): the
 * authorization matrix (authorization-matrix.test.ts) calls every operation as every kind of caller
 * against another party's records and expects what this says.
 * - public: nobody's records in particular (the catalogue, the boards, a test by its link and code,
 *   signing in, what a visitor sends in)
 * - self: the caller's own account or session, or what it creates for itself; the input names no
 *   record of anyone else
 * - own: records of the caller's party (an individual's own, an organisation account's
 *   organisation's, a browser's own uploads); anyone else's answers exactly like a missing one
 * - attempt: the examinee cookie's own attempt at the test the input names
 * - staff: every record, to the back office only
 */
export const rowRules = ['public', 'self', 'own', 'attempt', 'staff'] as const;
export type RowRule = (typeof rowRules)[number];

export type OperationDef = {
  name: string;
  contract: OperationContract;
  /** who may call it, a name of the contract's access vocabulary (roles.ts): data, read by the registry, the OpenAPI document and tests */
  access: AccessName;
  /** whose records it reaches (rowRules) */
  rows: RowRule;
  /**
   * back-office operations only: the least staff role that may call it ('admin' refuses operators
   * and counsellors; 'operator' counsellors; 'counsellor' lets every staff member in)
   */
  staffRole?: StaffRole;
  handler: (input: unknown, ctx: OperationContext) => Promise<unknown>;
};

type Handler<C extends OperationContract> = (
  input: z.output<C['input']>,
  ctx: OperationContext,
) => Promise<z.input<C['output']>>;

/** Defines an operation from any contract (tests use it for operations of their own). */
export function defineOperationHandler<C extends OperationContract>(
  name: string,
  contract: C,
  access: AccessName,
  rows: RowRule,
  handler: Handler<C>,
): OperationDef {
  return { name, contract, access, rows, handler: handler as OperationDef['handler'] };
}

/**
 * Implements one back-office operation: staff with at least `staffRole` (admin-common's
 * staffRoles: an operator may do everything but settings and staff accounts; a counsellor only
 * their counselling sessions).
 */
export function implementStaff<N extends OperationName>(
  name: N,
  staffRole: StaffRole,
  handler: Handler<Operations[N]>,
): OperationDef {
  return { ...defineOperationHandler(name, operations[name], 'staff', 'staff', handler), staffRole };
}

/**
 * Implements one operation of the contract: its name fixes the input and output types; `access`
 * says who may call it, `rows` whose records it reaches.
 */
export function implement<N extends OperationName>(
  name: N,
  access: AccessName,
  rows: RowRule,
  handler: Handler<Operations[N]>,
): OperationDef {
  return defineOperationHandler(name, operations[name], access, rows, handler);
}

export class Registry {
  private readonly byName = new Map<string, OperationDef>();

  constructor(defs: readonly OperationDef[]) {
    for (const def of defs) {
      if (this.byName.has(def.name)) throw new Error(`operation ${def.name} defined twice`);
      checkStaffNaming(def);
      checkRowRule(def);
      this.byName.set(def.name, def);
    }
  }

  get(name: string): OperationDef | undefined {
    return this.byName.get(name);
  }

  list(): OperationDef[] {
    return [...this.byName.values()];
  }

  /** Names of the contract that have no implementation: the server refuses to start with any. */
  missing(): string[] {
    return Object.keys(operations).filter((name) => !this.byName.has(name));
  }
}

/**
 * The back office's way in: open to anyone (they read only the staff cookie). The second factor's
 * steps are among them: a sign-in waiting for its second factor is no staff caller yet.
 */
const staffEntryOperations = new Set([
  'adminLogin',
  'adminLogout',
  'adminGetSession',
  'adminVerifySecondFactor',
  'adminBeginTotpEnrolment',
  'adminConfirmTotpEnrolment',
]);

/**
 * Who may call what is visible at a glance: an operation is named `admin…` exactly when it is
 * tagged `staff`, and every one of them but the way in is staff-only (implementStaff), so a
 * back-office operation cannot be opened to members by mistake.
 */
function checkStaffNaming(def: OperationDef): void {
  const named = def.name.startsWith('admin');
  const staffOnly = def.access === 'staff' && def.staffRole !== undefined;
  const ok =
    named === (def.contract.tag === 'staff') &&
    (!named || staffOnly || staffEntryOperations.has(def.name)) &&
    (named || def.staffRole === undefined);
  if (!ok)
    throw new Error(`operation ${def.name}: admin… names, the staff tag and implementStaff go together`);
}

/**
 * Every operation says whose records it reaches, in words that fit who may call it: the back
 * office's reach every record and no one else's do; an examinee's reach their attempt only.
 */
function checkRowRule(def: OperationDef): void {
  const ok =
    (rowRules as readonly string[]).includes(def.rows) &&
    (def.rows === 'staff') === (def.access === 'staff') &&
    (def.rows === 'attempt') === (def.access === 'examinee');
  if (!ok) throw new Error(`operation ${def.name}: rows '${def.rows}' does not fit access '${def.access}'`);
}

/** Refuses a caller the operation is not for: a visitor is asked to sign in, anyone else denied. */
export function checkCaller(def: OperationDef, actor: Actor): void {
  if (!allows(def.access, actor.role)) {
    throw actor.role === 'visitor'
      ? new AppError(ErrorCode.AUTH_ERROR, 'Login required')
      : new AppError(ErrorCode.PERMISSION_DENIED, 'Permission denied');
  }
  if (
    def.staffRole !== undefined &&
    !(actor.role === 'staff' && staffRoleAllows(def.staffRole, actor.staffRole))
  ) {
    throw new AppError(ErrorCode.PERMISSION_DENIED, 'Staff role too low');
  }
}

/** Runs an operation: policy, input validation, handler, output validation. */
export async function runOperation(
  def: OperationDef,
  body: unknown,
  ctx: OperationContext,
): Promise<unknown> {
  // who calls first: a caller the operation is not for learns nothing of what it takes
  checkCaller(def, ctx.actor);
  // Before anything reads the input: no field of any operation may carry text the database refuses.
  const unstorable = findUnstorableText(body);
  if (unstorable !== undefined) {
    throw new AppError(ErrorCode.INVALID_DATA, 'Invalid characters', { [unstorable]: 'v.unstorableText' });
  }
  const parsed = def.contract.input.safeParse(body ?? {});
  if (!parsed.success) throw validationError(parsed.error.issues, body);
  const output = await def.handler(parsed.data, ctx);
  const checked = def.contract.output.safeParse(output);
  if (!checked.success) {
    ctx.log.error(
      { operation: def.name, issues: checked.error.issues },
      'output does not match its contract',
    );
    throw new AppError(ErrorCode.INTERNAL_ERROR, 'Internal error');
  }
  return checked.data;
}
