// POST /api/Messages/Feedback and /api/Messages/ContactUs (spec 3 §7).
import type { KyInstance } from 'ky';

export interface FeedbackMessage {
  FeedbackType: 'Feedback' | 'Question';
  SurveyQuestions: string[];
  AnswerType: string;
  AnswerGood: string[];
  AnswerBad: string[];
  Message: string | null;
  Subject: string;
  Name: string;
  Email: string;
  ServicingBranch: number | null;
  ReturnURL: string;
  ReCaptchaCode: string;
  Alert: {
    Email: string;
    PersonalName: string;
    ServicingBranch: number | null;
    UserAgent: string;
    Username: string;
  };
}

/** Feedback goes to Feedback; a question sends the whole object to ContactUs. */
export async function sendMessage(api: KyInstance, message: FeedbackMessage): Promise<void> {
  if (message.FeedbackType === 'Feedback') {
    const { FeedbackType, SurveyQuestions, Message, ReturnURL, ReCaptchaCode, Alert } = message;
    await api.post('Messages/Feedback', {
      json: { FeedbackType, SurveyQuestions, Message, ReturnURL, ReCaptchaCode, Alert },
    });
    return;
  }
  await api.post('Messages/ContactUs', { json: message });
}
