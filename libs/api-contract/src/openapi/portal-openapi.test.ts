import { describe, expect, it } from '@jest/globals';
import { validate } from '@scalar/openapi-parser';
import { allEndpoints } from '../all-endpoints.ts';
import { portalOpenApiDocument } from './portal-openapi.ts';

describe('the OpenAPI document of every call of the portal', () => {
  const document = portalOpenApiDocument({ servers: [{ url: 'http://127.0.0.1:3100' }] });

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await validate(JSON.stringify(document));
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('holds one operation per call of allEndpoints', () => {
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    expect(operations.map((op) => op.operationId).sort()).toEqual(
      allEndpoints.map((call) => call.name).sort(),
    );
  });
});
