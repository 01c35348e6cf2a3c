// The messages page (spec 3 §3, §7): feedback and questions, behind the sandbox's captcha. No
// example request: a message is accepted only with a solved captcha, which no fixed request has.
import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { EmptyEnvelopeSchema, NoRequestSchema } from '../envelope.ts';

const WireMessageAlertSchema = v.object({
  Email: v.string(),
  PersonalName: v.string(),
  ServicingBranch: v.nullable(v.number()),
  UserAgent: v.string(),
  Username: v.string(),
});

const MessageText = v.nullable(v.pipe(v.string(), v.maxLength(300)));

export const feedback = endpoint({
  name: 'servicing.feedback',
  method: 'POST',
  path: 'Messages/Feedback',
  request: v.object({
    FeedbackType: v.literal('Feedback'),
    SurveyQuestions: v.array(v.string()),
    Message: MessageText,
    ReturnURL: v.string(),
    ReCaptchaCode: v.string(),
    Alert: WireMessageAlertSchema,
  }),
  response: EmptyEnvelopeSchema,
  errors: ['CaptchaInvalid', 'Invalid'],
  spec: 'spec 3 §7',
  summary: "The borrower's feedback on the portal.",
});

/** A question sends the whole feedback object (spec 3 §7). */
export const contactUs = endpoint({
  name: 'servicing.contactUs',
  method: 'POST',
  path: 'Messages/ContactUs',
  request: v.object({
    FeedbackType: v.literal('Question'),
    SurveyQuestions: v.array(v.string()),
    AnswerType: v.string(),
    AnswerGood: v.array(v.string()),
    AnswerBad: v.array(v.string()),
    Message: MessageText,
    Subject: v.string(),
    Name: v.string(),
    Email: v.string(),
    ServicingBranch: v.nullable(v.number()),
    ReturnURL: v.string(),
    ReCaptchaCode: v.string(),
    Alert: WireMessageAlertSchema,
  }),
  response: EmptyEnvelopeSchema,
  errors: ['CaptchaInvalid', 'Invalid'],
  spec: 'spec 3 §7',
  summary: 'A question to the institution, from a borrower or a visitor.',
});

/** The sandbox's captcha provider: an arithmetic question; its token is "<id>:<answer>". */
export const captchaChallenge = endpoint({
  name: 'servicing.captchaChallenge',
  method: 'GET',
  path: 'Captcha/Challenge',
  request: NoRequestSchema,
  response: v.object({ ChallengeId: v.string(), Question: v.string() }),
  errors: [],
  spec: 'sandbox only (the product uses a third-party captcha)',
  summary: 'A new arithmetic challenge for the message form.',
});
