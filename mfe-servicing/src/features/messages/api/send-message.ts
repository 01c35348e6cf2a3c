// POST /api/Messages/Feedback and /api/Messages/ContactUs (spec 3 §7): the form's message as the
// wire's feedback object (spec 3 §3).
import { contactUs, feedback } from '@portal/api-contract/servicing/messages';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';

export interface OutgoingMessage {
  type: 'Feedback' | 'Question';
  /** good, bad or '' (no survey answer). */
  survey: string;
  reasons: string[];
  /** null when empty (spec 3 §5: an empty message is treated as absent). */
  text: string | null;
  subject: string;
  /** Who writes: the session's person, or what a visitor typed. */
  name: string;
  email: string;
  username: string;
  servicingBranch: number | null;
  returnUrl: string;
  captchaToken: string;
  userAgent: string;
}

/** Feedback goes to Feedback; a question sends the whole object to ContactUs. */
export async function sendMessage(
  api: KyInstance,
  message: OutgoingMessage,
): Promise<ApiResult<void>> {
  const alert = {
    Email: message.email,
    PersonalName: message.name,
    ServicingBranch: message.servicingBranch,
    UserAgent: message.userAgent,
    Username: message.username,
  };
  const common = {
    SurveyQuestions: message.reasons,
    Message: message.text,
    ReturnURL: message.returnUrl,
    ReCaptchaCode: message.captchaToken,
    Alert: alert,
  };
  const answer =
    message.type === 'Feedback'
      ? await call(api, feedback, { FeedbackType: 'Feedback', ...common })
      : await call(api, contactUs, {
          FeedbackType: 'Question',
          ...common,
          AnswerType: message.survey,
          AnswerGood: message.survey === 'good' ? message.reasons : [],
          AnswerBad: message.survey === 'bad' ? message.reasons : [],
          Subject: message.subject,
          Name: message.name,
          Email: message.email,
          ServicingBranch: message.servicingBranch,
        });
  return mapResult(answer, () => undefined);
}
