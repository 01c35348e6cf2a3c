// Records the borrower's acceptance of the texting terms (agreement log service; path not shown
// in the spec; ours: POST /api/Profile/AgreeToTexting).
import type { KyInstance } from 'ky';
import { failureOf, readEnvelope, type SaveResult } from './wire-result';

export async function agreeToTexting(api: KyInstance): Promise<SaveResult<true>> {
  try {
    const body: unknown = await api.post('Profile/AgreeToTexting', { json: {} }).json();
    return readEnvelope(body, 'texting agreement', () => true as const);
  } catch (error) {
    return failureOf(error);
  }
}
