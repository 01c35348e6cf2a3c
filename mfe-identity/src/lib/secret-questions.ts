// The preset secret questions (a setting, one per line or separated by |), filtered by the
// same permitted-character pattern as the answers (spec 1 §5).
import { hasOnlyAllowedTextCharacters } from '@portal/password-rules/logon-rules';

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

const comparable = (question: string) => question.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Recovery shows the secret question matched against the configured list (spec 1 §2): the list's
 * own wording when the stored question is one of them (ignoring case and spacing), else null.
 */
export function matchConfiguredQuestion(
  stored: string,
  configured: readonly string[],
): string | null {
  const wanted = comparable(stored);
  if (wanted === '') return null;
  return configured.find((question) => comparable(question) === wanted) ?? null;
}
