// A call the profile makes whose owner is another area's list: the file types (servicing,
// spec 3 §7: servicingEndpoints lists them). Declared here so the profile can call it now; it is
// NOT in profileEndpoints, so each route stays listed once. When servicing's declaration lands,
// the profile imports it instead and this file goes.
import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { envelope, NoRequestSchema } from '../envelope.ts';

export const fileTypes = endpoint({
  name: 'servicing.fileTypes',
  method: 'GET',
  path: 'file/GetFileTypes',
  request: NoRequestSchema,
  response: envelope({
    FileTypes: v.nullish(v.array(v.object({ ID: v.number(), Description: v.string() }))),
  }),
  errors: [],
  spec: 'spec 3 §7',
  summary: 'The document file types; every upload names one.',
});
