// The package's public surface. Kept small and versioned: see CONTRACT_VERSION.
export { CONTRACT_VERSION, isContractCompatible, parseSemVer } from './contract-version';
export { AREA_EXPOSE, AREA_NAMES, AREA_PAGES } from './area-contract';
export type { AreaModule, AreaName, AreaPage, AreaPageProps } from './area-contract';
export { createEventBus, PORTAL_CHANNEL_NAME } from './event-bus';
export type { EventBus, LogoutReason, PortalEventName, PortalEvents } from './event-bus';
export { createPortalStore, SESSION_STORAGE_KEY } from './session-store';
// Since 1.2.0: areas empty their server-state caches when the session changes.
export { onSessionChange } from './session-store';
export type { PortalState, PortalStore, UnsavedChanges } from './session-store';
export { sessionFromLogin, UserSessionSchema } from './session';
export type { LoginIdentity, UserSession } from './session';
export { createApiClient, describeApiFailure } from './api-client';
export type { ApiClientOptions, ApiFailure } from './api-client';
export { getPortal, usePortalState } from './portal';
export { pageErrorOf, pageErrorState } from './page-error-state';
export { brandingImageUrl } from './branding-image';
// Since 1.3.0: the design tokens (styles/tokens.css) every area styles with.
export { BRAND_COLOUR_TOKENS, BREAKPOINTS, DESIGN_TOKENS } from './design-tokens';
export type { DesignToken } from './design-tokens';
export { displayAccountNumber } from './account-number';
export {
  ApplicationOptionsSchema,
  createSetupOptions,
  InstitutionOptionsSchema,
  SetupOptionError,
} from './setup-options';
export type { ApplicationOptions, InstitutionOptions, SetupOptions } from './setup-options';
export { SETUP_OPTION_DEFAULTS, SETUP_OPTION_KEYS } from './setup-option-catalogue';
export type { SetupOptionKey } from './setup-option-catalogue';
export {
  firstWireError,
  parseWire,
  WireContractError,
  WireEnvelopeSchema,
  WireErrorSchema,
} from './wire';
export type { WireEnvelope } from './wire';
export { getMobileBridge, isMobileAppUserAgent, MOBILE_APP_MARKER } from './mobile-bridge';
export type { MobileBridge } from './mobile-bridge';
export { createClientErrorReporter, sanitise } from './client-error-report';
export type { ClientErrorReporter } from './client-error-report';
export { getDialogs, provideDialogs } from './dialogs';
export type {
  AgreeDialogRequest,
  ConfirmDialogRequest,
  DialogService,
  ShellNotice,
} from './dialogs';
// Password and logon rules shared by identity (login, registration, recovery) and profile.
export * from './password-rules/password-limits';
export * from './password-rules/password-failure-keys';
export * from './password-rules/password-rule-types';
export * from './password-rules/identity-comparisons';
export * from './password-rules/legacy-password-rules';
export * from './password-rules/server-password-rules';
export * from './password-rules/async-password-check';
export * from './password-rules/logon-rules';
export * from './password-rules/password-confirmation';
export * from './password-rules/password-input';
export {
  loadRichTextSanitizer,
  plainText,
  sanitizeRichText,
  useSanitizedRichText,
  withoutEventHandlers,
} from './rich-text';
// Since 1.1.0. Deprecated since 1.3.0: apps bundle Modal from @portal/ui/modal; kept until
// 2.0.0 because areas built against 1.1–1.2 load it from here at run time.
export { Modal } from './modal';
export type { ModalProps, ModalWidth } from './modal';
// Since 1.1.0: the agreement setup texts and the needed rule of identity, payments and servicing.
export * from './agreements/agreement-setup';
