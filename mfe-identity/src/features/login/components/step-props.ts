import type { SignInAnswer } from '../../../lib/api/sign-in-answer';
import type { Credentials } from '../api/user-login';

/** The sign-in under way, as the follow-up steps see it. */
export interface SignInInProgress {
  login: SignInAnswer;
  /** Absent for SSO sign-ins (no password was typed). */
  credentials: Credentials | null;
  userToken: string;
  emailAddress: string;
}

export interface StepProps {
  signIn: SignInInProgress;
  onSucceeded(patch?: Partial<Pick<SignInInProgress, 'userToken' | 'emailAddress'>>): void;
  /** Cancel, or a step that answered false: ends the whole sign-in. */
  onCancel(): void;
}
