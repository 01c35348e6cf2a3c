// The portal inside the institution's mobile app wrapper. The wrapper marks the browser
// identifier and injects a bridge object; areas use only this interface, never the wrapper.

export const MOBILE_APP_MARKER = 'BorrowerPortalApp';

export function isMobileAppUserAgent(userAgent: string): boolean {
  return userAgent.includes(MOBILE_APP_MARKER);
}

export interface MobileBridge {
  readonly appVersion: string | null;
  readonly platform: 'android' | 'ios';
  canUseBiometrics(): Promise<boolean>;
  setBiometricsEnabled(enabled: boolean): Promise<boolean>;
  /**
   * Whether the user has opted in to biometric sign-in on this device. Optional, so wrappers
   * built before it existed still satisfy the interface; without it the portal cannot prompt
   * to opt in and simply offers biometric sign-in.
   */
  isBiometricsOptedIn?(): Promise<boolean>;
  signInWithBiometrics(): Promise<{ userToken: string; expirationDate: string } | null>;
  openAppStore(): void;
  requestInAppReview(): void;
  /**
   * What the in-app review rule needs (spec 2 §4 Submission): ISO dates of the last review
   * attempt (null if none) and of installation, and the number of app loads. Optional: an older
   * wrapper without it gets no prompt.
   */
  inAppReviewFacts?(): Promise<{
    lastAttempt: string | null;
    installedOn: string;
    appLoads: number;
  } | null>;
}

declare global {
  interface Window {
    borrowerPortalMobileBridge?: MobileBridge;
  }
}

/** The wrapper's bridge, or null in an ordinary browser. */
export function getMobileBridge(): MobileBridge | null {
  if (typeof window === 'undefined' || !isMobileAppUserAgent(window.navigator.userAgent))
    return null;
  return window.borrowerPortalMobileBridge ?? null;
}
