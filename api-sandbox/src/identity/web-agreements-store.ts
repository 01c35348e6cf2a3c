import * as v from 'valibot';
import { readRows, type Database } from '../store/database.ts';

export const WebAgreementRowSchema = v.object({
  date_of_terms: v.string(),
  date_of_agreement: v.string(),
});

export type WebAgreementRow = v.InferOutput<typeof WebAgreementRowSchema>;

export function listWebAgreements(db: Database, userId: number): WebAgreementRow[] {
  return readRows(
    db,
    WebAgreementRowSchema,
    'SELECT date_of_terms, date_of_agreement FROM web_agreement_logs WHERE user_id = ? ORDER BY date_of_agreement',
    userId,
  );
}
