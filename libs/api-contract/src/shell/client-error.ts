// What failed in a borrower's browser (spec 1 §7): sanitised, each distinct error sent once; a
// failure of the report itself is only logged.
import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { EmptyEnvelopeSchema } from '../envelope.ts';

export const clientError = /*#__PURE__*/ (() =>
  endpoint({
    name: 'shell.clientError',
    method: 'POST',
    path: 'ClientError',
    request: v.object({
      Message: v.string(),
      Stack: v.optional(v.string()),
      UserAgent: v.optional(v.string()),
    }),
    response: EmptyEnvelopeSchema,
    errors: ['Invalid'],
  }))();
