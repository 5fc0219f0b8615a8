import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { type Actor, visitor } from './actor.js';

/** The caller of a request. Until accounts exist (issue 3) every caller is a visitor. */
export async function resolveActor(_request: FastifyRequest, _db: Db): Promise<Actor> {
  return visitor;
}
