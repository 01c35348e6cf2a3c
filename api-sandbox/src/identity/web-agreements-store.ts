import { queryAll, type Database } from '../store/database.ts';

export interface WebAgreementRow {
  date_of_terms: string;
  date_of_agreement: string;
}

export function listWebAgreements(db: Database, userId: number): WebAgreementRow[] {
  return queryAll<WebAgreementRow>(
    db,
    'SELECT date_of_terms, date_of_agreement FROM web_agreement_logs WHERE user_id = ? ORDER BY date_of_agreement',
    userId,
  );
}
