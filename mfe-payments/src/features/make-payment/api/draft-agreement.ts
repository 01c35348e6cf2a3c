// The recurring ACH draft agreement (spec 2 §7): prepare a preview, whose returned token opens
// the rendered agreement in a new window.
import {
  prepareAchDraftAgreementPreview,
  renderAchDraftAgreementPreview,
} from '@portal/api-contract/payments/draft-agreement';
import { centsToDollars, type Cents } from '@portal/money/cents';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';

export interface DraftAgreementInput {
  accountNumber: string;
  /** The saved ACH account's profile; null for an account not saved. */
  profileId: string | null;
  amount: Cents;
  additionalPrincipal: Cents;
  /** The browser's offset from UTC in minutes. */
  localTimeOffset: number;
  daysBeforeDue: number;
}

/** The passable token of the preview; null when the back end gave none. */
export async function prepareDraftAgreement(
  api: KyInstance,
  input: DraftAgreementInput,
): Promise<ApiResult<string | null>> {
  const result = await call(api, prepareAchDraftAgreementPreview, {
    LoanAccountNumber: input.accountNumber,
    AchInfo: input.profileId ? { ProfileId: input.profileId } : {},
    Amount: centsToDollars(input.amount),
    AdditionalPrincipal: centsToDollars(input.additionalPrincipal),
    LocalTimeOffset: input.localTimeOffset,
    daysBeforeDue: input.daysBeforeDue,
  });
  return mapResult(result, (body) => body.PassableToken || null);
}

/**
 * The rendered preview, opened in a new window (spec 2 §7). The window cannot send the user token;
 * the passable token from the prepare call is what lets the server render it.
 */
export const draftAgreementPreviewUrl = (token: string): string =>
  `/api/${renderAchDraftAgreementPreview.path}?${new URLSearchParams({ token }).toString()}`;
