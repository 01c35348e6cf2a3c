// GET /api/PassableToken/GetPassableToken (spec 3 §7): a one-time token for a document the browser
// opens itself (statements, documents, ACH drafts), so the session token never goes in a URL.
import { passableToken } from '@portal/api-contract/servicing/passable-token';
import type { ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';

export function fetchPassableToken(api: KyInstance): Promise<ApiResult<string>> {
  return call(api, passableToken, {});
}
