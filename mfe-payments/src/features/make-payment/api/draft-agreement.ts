// The recurring ACH draft agreement (spec 2 §7): prepare a preview, then render it.
// The sandbox answers the render call with JSON { AgreementHtml }; the page shows it sanitised.
import { parseWire } from '@portal/shared-contracts';
import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { ErrorsSchema, firstError } from '../../../lib/wire';
import type { AchMethodInfo } from './submit-payment';

export interface DraftAgreementInput {
  LoanAccountNumber: string;
  AchInfo: AchMethodInfo;
  Amount: number;
  AdditionalPrincipal: number;
  LocalTimeOffset: number;
  daysBeforeDue: number;
}

const PrepareSchema = v.object({
  HasNoErrors: v.nullish(v.boolean(), true),
  Errors: ErrorsSchema,
  PassableToken: v.nullish(v.string(), null),
});

export async function prepareDraftAgreement(
  api: KyInstance,
  input: DraftAgreementInput,
): Promise<string> {
  const body = parseWire(
    PrepareSchema,
    await api.post('AchDraftAgreement/PrepareAchDraftAgreementPreview', { json: input }).json(),
    'PrepareAchDraftAgreementPreview',
  );
  if (firstError(body) !== undefined || !body.PassableToken) throw new Error('No agreement token');
  return body.PassableToken;
}

const RenderSchema = v.object({
  HasNoErrors: v.nullish(v.boolean(), true),
  Errors: ErrorsSchema,
  AgreementHtml: v.nullish(v.string(), ''),
});

export async function renderDraftAgreement(api: KyInstance, token: string): Promise<string> {
  const body = parseWire(
    RenderSchema,
    await api
      .get('AchDraftAgreement/RenderACHDraftAgreementPreview', { searchParams: { token } })
      .json(),
    'RenderACHDraftAgreementPreview',
  );
  if (firstError(body) !== undefined) throw new Error('Agreement unavailable');
  return body.AgreementHtml;
}
