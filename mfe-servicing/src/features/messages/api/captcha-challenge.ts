// GET /api/Captcha/Challenge: the sandbox captcha's arithmetic question (the product's provider is
// a third party this machine cannot reach).
import { captchaChallenge } from '@portal/api-contract/servicing/messages';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';

export interface CaptchaChallenge {
  id: string;
  question: string;
}

export async function fetchCaptchaChallenge(api: KyInstance): Promise<ApiResult<CaptchaChallenge>> {
  return mapResult(await call(api, captchaChallenge, {}), (body) => ({
    id: body.ChallengeId,
    question: body.Question,
  }));
}
