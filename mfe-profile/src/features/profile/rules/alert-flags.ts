// Spec 1 §3 alert flags (e-mail and text alike; only e-mail has optInOutEmailAlerts), by their
// domain names (api/profile-wire.ts maps them to the wire's, in the same order), with the labels
// the notifications table shows.
export const ALERT_FLAGS = [
  'userRestricted',
  'restrictedPasswordViolation',
  'userLogsOn',
  'moneyTransOnWeb',
  'logonNameChange',
  'passwordGenerated',
  'passwordChanged',
  'emailAddressChanged',
  'optOutMarketingAlerts',
  'optOutTransactionalAlerts',
] as const;

export const EMAIL_ONLY_FLAGS = ['optInOutEmailAlerts'] as const;

export type AlertFlag = (typeof ALERT_FLAGS)[number];
export type EmailAlertFlag = AlertFlag | (typeof EMAIL_ONLY_FLAGS)[number];

export const ALERT_LABELS: Record<EmailAlertFlag, string> = {
  userRestricted: 'Your access is restricted',
  restrictedPasswordViolation: 'Access restricted after password violations',
  userLogsOn: 'You log on',
  moneyTransOnWeb: 'Money is transferred on the web',
  logonNameChange: 'Your logon name changes',
  passwordGenerated: 'A new password is generated',
  passwordChanged: 'Your password changes',
  emailAddressChanged: 'Your e-mail address changes',
  optOutMarketingAlerts: 'Opt out of marketing alerts',
  optOutTransactionalAlerts: 'Opt out of transactional alerts',
  optInOutEmailAlerts: 'Receive e-mail alerts',
};

/** The rows of the notifications table: every flag, e-mail-only ones last. */
export const ALERT_ROWS: readonly EmailAlertFlag[] = [...ALERT_FLAGS, ...EMAIL_ONLY_FLAGS];

export const isTextFlag = (flag: EmailAlertFlag): flag is AlertFlag =>
  (ALERT_FLAGS as readonly string[]).includes(flag);
