// The recurring ACH draft agreement (spec 2 §7): prepare a preview, whose returned token opens
// the rendered agreement in a new window.
import { parseWire } from '@portal/wire/parse-wire';
import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { ErrorsSchema, firstError } from '../../../lib/wire';
import { centsToDollars } from '@portal/money/cents';
import type { AchMethodInfo } from './submit-payment';

export interface DraftAgreementInput {
  LoanAccountNumber: string;
  AchInfo: AchMethodInfo;
  /** Cents; sent as the spec's decimal dollars. */
  Amount: number;
  /** Cents; sent as the spec's decimal dollars. */
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
    await api
      .post('AchDraftAgreement/PrepareAchDraftAgreementPreview', {
        json: {
          ...input,
          Amount: centsToDollars(input.Amount),
          AdditionalPrincipal: centsToDollars(input.AdditionalPrincipal),
        },
      })
      .json(),
    'PrepareAchDraftAgreementPreview',
  );
  if (firstError(body) !== undefined || !body.PassableToken) throw new Error('No agreement token');
  return body.PassableToken;
}

/**
 * The rendered preview, opened in a new window (spec 2 §7). The window cannot send the user token;
 * the passable token from the prepare call is what lets the server render it.
 */
export const draftAgreementPreviewUrl = (token: string): string =>
  `/api/AchDraftAgreement/RenderACHDraftAgreementPreview?${new URLSearchParams({ token }).toString()}`;
