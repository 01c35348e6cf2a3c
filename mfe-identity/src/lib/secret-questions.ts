// The preset secret questions (a setting, one per line or separated by |), filtered by the
// same permitted-character pattern as the answers (spec 1 §5).
import { hasOnlyAllowedTextCharacters } from '@portal/shared-contracts';

export const SECRET_QUESTION_MESSAGES = {
  question: 'Please Select a Question',
  answer: 'Secret Answer is required.',
  invalidAnswer: 'Secret Answer Contains Invalid Characters.',
  customQuestion: 'Security question is required.',
  customAnswer: 'Security answer is required.',
} as const;

export function presetQuestions(setting: string): string[] {
  return setting
    .split(/[|\n]/)
    .map((question) => question.trim())
    .filter((question) => question !== '' && hasOnlyAllowedTextCharacters(question));
}
