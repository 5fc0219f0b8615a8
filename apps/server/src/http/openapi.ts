import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { errorCodes } from '@putt/contract/errors';
import { accessSets } from '@putt/contract/roles';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Registry } from '../operations/registry.js';
import { CSRF_HEADER, CSRF_VALUE } from './api-routes.js';

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
}

const errorSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'integer', enum: errorCodes },
        message: { type: 'string' },
        fields: { type: 'object', additionalProperties: { type: 'string' } },
      },
    },
  },
};

/** The OpenAPI 3.1 document of the registry: one path per operation, its access in `x-access`. */
export function buildOpenApiDocument(registry: Registry, serverUrl: string) {
  const paths: Record<string, unknown> = {};
  for (const def of registry.list()) {
    paths[`/api/${def.name}`] = {
      post: {
        operationId: def.name,
        tags: [def.contract.tag],
        summary: def.contract.summary,
        description: `Who may call: ${def.staffRole === 'admin' ? 'staff (admin role)' : `${def.access} (${accessSets[def.access].join(', ')})`}.`,
        'x-access': accessSets[def.access],
        ...(def.staffRole ? { 'x-staff-role': def.staffRole } : {}),
        parameters: [
          { in: 'header', name: CSRF_HEADER, required: true, schema: { type: 'string', enum: [CSRF_VALUE] } },
        ],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: jsonSchema(def.contract.input, 'input') } },
        },
        responses: {
          200: {
            description: 'Done',
            content: { 'application/json': { schema: jsonSchema(def.contract.output, 'output') } },
          },
          default: {
            description: 'Error with a code of the catalogue',
            content: { 'application/json': { schema: errorSchema } },
          },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Assessment platform API',
      version: '1',
      description:
        'Every operation is POST /api/{operation} with a JSON body, and must carry the header ' +
        `${CSRF_HEADER}: ${CSRF_VALUE}. Errors answer { error: { code, message, fields? } }.`,
    },
    servers: [{ url: serverUrl }],
    paths,
  };
}

export async function registerOpenApi(
  app: FastifyInstance,
  registry: Registry,
  serverUrl: string,
): Promise<void> {
  const document = buildOpenApiDocument(registry, serverUrl);
  app.get('/api/openapi.json', async () => document);
  await app.register(fastifySwagger, { mode: 'static', specification: { document: document as never } });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
