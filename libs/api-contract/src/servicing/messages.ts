// The messages page (spec 3 §3, §7): feedback and questions, behind the sandbox's captcha. No
// example request: a message is accepted only with a solved captcha, which no fixed request has.
import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { EmptyEnvelopeSchema, NoRequestSchema } from '../envelope.ts';

const WireMessageAlertSchema = /*#__PURE__*/ (() =>
  v.object({
    Email: v.string(),
    PersonalName: v.string(),
    ServicingBranch: v.nullable(v.number()),
    UserAgent: v.string(),
    Username: v.string(),
  }))();

const MessageText = /*#__PURE__*/ (() => v.nullable(v.pipe(v.string(), v.maxLength(300))))();

// Feedback and a question are one feedback object on the wire; a question adds its own fields.
const feedbackFields = {
  SurveyQuestions: v.array(v.string()),
  Message: MessageText,
  ReturnURL: v.string(),
  ReCaptchaCode: v.string(),
  Alert: WireMessageAlertSchema,
};

// Both calls answer the same way and refuse for the same reasons; only the request differs.
const messageAnswer = {
  method: 'POST',
  response: EmptyEnvelopeSchema,
  errors: ['CaptchaInvalid', 'Invalid'],
} as const;

export const feedback = /*#__PURE__*/ (() =>
  endpoint({
    name: 'servicing.feedback',
    path: 'Messages/Feedback',
    request: v.object({ FeedbackType: v.literal('Feedback'), ...feedbackFields }),
    ...messageAnswer,
  }))();

/** A question sends the whole feedback object (spec 3 §7). */
export const contactUs = /*#__PURE__*/ (() =>
  endpoint({
    name: 'servicing.contactUs',
    path: 'Messages/ContactUs',
    request: v.object({
      FeedbackType: v.literal('Question'),
      ...feedbackFields,
      AnswerType: v.string(),
      AnswerGood: v.array(v.string()),
      AnswerBad: v.array(v.string()),
      Subject: v.string(),
      Name: v.string(),
      Email: v.string(),
      ServicingBranch: v.nullable(v.number()),
    }),
    ...messageAnswer,
  }))();

/** The sandbox's captcha provider: an arithmetic question; its token is "<id>:<answer>". */
export const captchaChallenge = /*#__PURE__*/ (() =>
  endpoint({
    name: 'servicing.captchaChallenge',
    method: 'GET',
    path: 'Captcha/Challenge',
    request: NoRequestSchema,
    response: v.object({ ChallengeId: v.string(), Question: v.string() }),
    errors: [],
  }))();
