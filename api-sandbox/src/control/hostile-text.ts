import { ok } from '../http/reply.ts';
import { execute, inTransaction, type Database } from '../store/database.ts';
import { HOSTILE_PAYLOADS, PLANTED_KEY } from '../store/hostile-markup.ts';
import { writeState } from '../store/sandbox-state.ts';
import {
  publicRoute,
  type RequestContext,
  type RouteDefinition,
} from '../http/route-definition.ts';

export { HOSTILE_PAYLOADS };

// A hostile back end, for the portal's security journeys (issue 9): every free-text field the
// back end fills and the portal shows gets a script payload appended to its seeded text, so a
// journey can prove the portal shows it as inert text and never runs it. Sandbox only.

type PayloadName = keyof typeof HOSTILE_PAYLOADS;

export interface PlantedField {
  table: string;
  column: string;
  payload: PayloadName;
  /** 'suffix' keeps the seeded text first (so rows stay recognisable); 'prefix' puts it first. */
  at: 'suffix' | 'prefix';
  /** Limits the rows (e.g. only closed accounts' comments, so open accounts stay open). */
  where?: string;
}

/** Every planted column. Spec 1–3 show each of them on some screen. */
export const PLANTED_FIELDS: readonly PlantedField[] = [
  // Header, loan details customer name, application details, the ACH agreement text.
  { table: 'users', column: 'personal_name', payload: 'img', at: 'suffix' },
  // Dashboard rows, payment loan selector, contact change, deposit details, document center.
  { table: 'accounts', column: 'description', payload: 'script', at: 'suffix' },
  { table: 'accounts', column: 'name_on_acct', payload: 'img', at: 'suffix' },
  // A closed account keeps its CLOSED marker, so it stays closed.
  {
    table: 'accounts',
    column: 'comment',
    payload: 'svg',
    at: 'suffix',
    where: "comment LIKE '%CLOSED%'",
  },
  // Dashboard "Previous login … from {ip}" and the login history table.
  { table: 'login_history', column: 'ip', payload: 'svg', at: 'suffix' },
  // Branch section of loan details, locations list and map info boxes.
  { table: 'svc_branches', column: 'name', payload: 'img', at: 'suffix' },
  { table: 'svc_branches', column: 'street', payload: 'jsUrl', at: 'prefix' },
  { table: 'svc_branches', column: 'city', payload: 'script', at: 'suffix' },
  // Loan history rows, insurance modal, document grids, application status and details.
  { table: 'svc_history', column: 'description', payload: 'svg', at: 'suffix' },
  { table: 'svc_insurance', column: 'type', payload: 'img', at: 'suffix' },
  { table: 'svc_documents', column: 'display_name', payload: 'svg', at: 'prefix' },
  { table: 'svc_applications', column: 'status', payload: 'script', at: 'suffix' },
  { table: 'svc_applications', column: 'office', payload: 'img', at: 'suffix' },
  // Saved payment methods ("Checking x4321", "visa x1881 Exp. 08/29") in the payment flow.
  { table: 'payments_method_details', column: 'account_type', payload: 'svg', at: 'suffix' },
  { table: 'payments_method_details', column: 'card_type', payload: 'img', at: 'suffix' },
  // The mailing address: profile's and loan details' address forms (input values).
  { table: 'users', column: 'address1', payload: 'svg', at: 'suffix' },
  // The secret question (profile and recovery); profile documents live in svc_documents.
  { table: 'profile_secrets', column: 'question', payload: 'svg', at: 'suffix' },
  { table: 'identity_details', column: 'secret_question', payload: 'svg', at: 'suffix' },
];

export function plantHostileText(db: Database): void {
  inTransaction(db, () => {
    for (const field of PLANTED_FIELDS) {
      const joined =
        field.at === 'suffix' ? `${field.column} || ' ' || ?` : `? || ' ' || ${field.column}`;
      execute(
        db,
        `UPDATE ${field.table} SET ${field.column} = ${joined} WHERE ${field.column} IS NOT NULL${
          field.where ? ` AND ${field.where}` : ''
        }`,
        HOSTILE_PAYLOADS[field.payload],
      );
    }
    writeState(db, PLANTED_KEY, 'true');
  });
}

export const hostileTextRoutes: RouteDefinition[] = [
  publicRoute({
    area: 'sandbox-control',
    method: 'POST',
    path: '/__sandbox/hostile-text',
    handle: ({ services }: RequestContext) => {
      plantHostileText(services.db);
      return ok({
        Planted: PLANTED_FIELDS.map((field) => `${field.table}.${field.column}`),
        Payloads: HOSTILE_PAYLOADS,
      });
    },
  }),
];
