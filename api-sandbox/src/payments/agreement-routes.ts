// POST /api/AgreementLogging (spec 2 §7) and the agreement records the payment flow reads
// (path not shown in the spec: GET on the same path, listed in the README).
import {
  agreementRecords,
  logAgreements as logEndpoint,
} from '@portal/api-contract/payments/agreement-logging';
import * as v from 'valibot';
import {
  answer,
  SUCCESS,
  userCall,
  type ContractInput,
  type ContractReply,
  type UserCallContext,
} from '../http/contract-route.ts';
import { invalid } from '../http/http-error.ts';
import type { RouteDefinition } from '../http/route-definition.ts';
import { execute, readRows } from '../store/database.ts';
import { calendarDate, instant } from '../time/dates.ts';

const HOST_NUMBER_BASE = 11337;

function listAgreements(ctx: UserCallContext): ContractReply<typeof agreementRecords> {
  const rows = readRows(
    ctx.services.db,
    v.object({ date_of_terms: v.string(), date_of_agreement: v.string() }),
    'SELECT date_of_terms, date_of_agreement FROM web_agreement_logs WHERE user_id = ? ORDER BY id',
    ctx.user.id,
  );
  return answer(agreementRecords, {
    ...SUCCESS,
    Agreements: rows.map((row) => ({
      DateOfTerms: row.date_of_terms,
      DateOfAgreement: row.date_of_agreement,
    })),
  });
}

function logAgreements(
  ctx: UserCallContext,
  { Agreements: hostNumbers }: ContractInput<typeof logEndpoint>,
): ContractReply<typeof logEndpoint> {
  // The contract holds the list to one to five numbers; each must name one of the agreements.
  if (
    hostNumbers.some(
      (n) => !Number.isInteger(n) || n < HOST_NUMBER_BASE || n >= HOST_NUMBER_BASE + 5,
    )
  )
    throw invalid();
  // One record per agreement accepted, dated today (the terms in force today).
  for (let count = 0; count < hostNumbers.length; count += 1) {
    execute(
      ctx.services.db,
      'INSERT INTO web_agreement_logs (user_id, date_of_terms, date_of_agreement) VALUES (?, ?, ?)',
      ctx.user.id,
      calendarDate(ctx.now),
      instant(ctx.now),
    );
  }
  return answer(logEndpoint, SUCCESS);
}

export const paymentAgreementRoutes: readonly RouteDefinition[] = [
  userCall(agreementRecords, { area: 'payments', handle: listAgreements }),
  userCall(logEndpoint, { area: 'payments', handle: logAgreements }),
];
