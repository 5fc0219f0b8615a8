import type { FastifyReply } from 'fastify';
import type { AuditCaller } from '../audit/write-audit.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';

/** What the staff sign-in's steps and sessions take of an operation's context (an OperationContext fits). */
export type StaffContext = AuditCaller & { db: Db; config: Config; reply: FastifyReply };
