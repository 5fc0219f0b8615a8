import type { FastifyRequest } from 'fastify';
import type { Actor } from '../auth/actor.js';
import { documentReader } from '../auth/document-reader.js';
import type { Db } from '../db/client.js';
import { notFound } from '../errors/app-error.js';
import { lockProjectOf } from '../projects/move-project.js';

/**
 * Who asks for a class's report files and the class, if they may see it (lockProjectOf: the
 * organisation's users, the individual who ordered, staff). Anyone else — a visitor, an examinee,
 * another customer — meets the same 404 as a missing class, in the words of `missing`.
 */
export async function projectReader(db: Db, request: FastifyRequest, sk: string, missing: string) {
  const reader: Actor = await documentReader(db, request);
  if (reader.role === 'visitor' || reader.role === 'examinee') throw notFound(missing);
  const { project } = await db
    .transaction((tx) => lockProjectOf(tx, reader, sk))
    .catch(() => {
      throw notFound(missing);
    });
  return { reader, project };
}
