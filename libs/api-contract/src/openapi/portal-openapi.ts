// The portal's own document: every call of @portal/api-contract.
import { documentedEndpoints } from '../all-references.ts';
import { openApiDocument, type OpenApiOptions } from './openapi-document.ts';
import type { OpenApiDocument } from './openapi-types.ts';

export const PORTAL_API_INFO = {
  title: 'Borrower portal back end',
  version: '1.0.0',
  description:
    'Every call the borrower portal makes, generated from @portal/api-contract. A refusal travels in the spec’s envelope: HasNoErrors false and the error code in Errors[0].ErrorMessage.',
} as const;

export function portalOpenApiDocument(options: OpenApiOptions = {}): OpenApiDocument {
  return openApiDocument(documentedEndpoints, PORTAL_API_INFO, options);
}
