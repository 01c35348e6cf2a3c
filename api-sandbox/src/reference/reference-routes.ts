// GET /api/openapi.json and GET /api/reference: the contract as the institution's back-end team
// reads it. The document is built once, from the contract and the routes the sandbox answers.
import { fileReply, ok } from '../http/reply.ts';
import { publicRoute, type RouteDefinition } from '../http/route-definition.ts';
import { routeTable } from '../contract/route-table.ts';
import { OPENAPI_JSON_PATH, REFERENCE_PATH, referencePage } from './reference-page.ts';
import { sandboxOpenApiDocument } from './sandbox-openapi.ts';

export function referenceRoutes(apiRoutes: readonly RouteDefinition[]): RouteDefinition[] {
  let document: ReturnType<typeof sandboxOpenApiDocument> | undefined;
  let page: Buffer | undefined;
  const documentOnce = () => (document ??= sandboxOpenApiDocument(routeTable(apiRoutes)));
  return [
    publicRoute({
      area: 'reference',
      method: 'GET',
      path: OPENAPI_JSON_PATH,
      handle: () => ok(documentOnce()),
    }),
    publicRoute({
      area: 'reference',
      method: 'GET',
      path: REFERENCE_PATH,
      // An inline document answer carries `default-src 'none'`: the page runs and loads nothing.
      handle: () =>
        fileReply({
          contentType: 'text/html; charset=utf-8',
          bytes: (page ??= Buffer.from(referencePage(documentOnce()))),
          fileName: 'api-reference.html',
          inline: true,
        }),
    }),
  ];
}
