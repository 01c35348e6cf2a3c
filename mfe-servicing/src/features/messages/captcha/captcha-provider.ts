// The captcha is a provider behind this interface (SPEC-NOTES: the real third-party captcha is
// unreachable here). A provider renders its challenge and reports a token, or null when unsolved.
import { createContext, useContext, type ComponentType } from 'react';

export interface CaptchaWidgetProps {
  onToken(token: string | null): void;
  /** Changes when the form resets, so the widget starts a new challenge. */
  resetKey: number;
}

export interface CaptchaProvider {
  name: string;
  Widget: ComponentType<CaptchaWidgetProps>;
  /** Starts downloading the widget's code ahead of showing it, where it has code of its own. */
  preload?(): Promise<void>;
}

export const CaptchaContext = createContext<CaptchaProvider | null>(null);

export function useCaptchaProvider(fallback: CaptchaProvider): CaptchaProvider {
  return useContext(CaptchaContext) ?? fallback;
}
