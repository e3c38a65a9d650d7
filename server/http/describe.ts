import { describeRoute, resolver } from 'hono-openapi';
import type * as v from 'valibot';
import { envelopeOf } from '../schemas/envelope';

/**
 * Documents an operation for /api/openapi.json: its spec call name as operationId and the envelope of
 * its 200 answer. Keeps every router's documentation to one line.
 */
export function operation(
  operationId: string,
  data: v.GenericSchema,
  opts: { tags?: string[]; summary?: string } = {},
) {
  return describeRoute({
    operationId,
    ...opts,
    security: [{ signature: [] }],
    responses: {
      200: { description: 'OK', content: { 'application/json': { schema: resolver(envelopeOf(data)) } } },
    },
  });
}
