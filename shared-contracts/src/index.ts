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
// Since 2.2.0: the shell hands its account-list answer to the page that needs it too.
export { createAnswerHandoff, getAnswerHandoff, HANDOFF_MAX_AGE_MS } from './answer-handoff';
export type { AnswerHandoff, HandedOverCall } from './answer-handoff';
// Since 1.3.0: the design tokens (styles/tokens.css) every area styles with.
export { BRAND_COLOUR_TOKENS, BREAKPOINTS, DESIGN_TOKENS } from './design-tokens';
export type { DesignToken } from './design-tokens';
// Since 2.3.0: the dark scheme; brand colours become tones that stay AA in both schemes.
export { BRAND_TONE_INPUTS } from './design-tokens';
export { brandTones } from './brand-tones';
export type { BrandTones } from './brand-tones';
// Since 2.0.0: the store keeps the settings as data; @portal/settings reads them.
export type { AccountLengths, InstitutionOptions, InstitutionSettings } from './setup-options';
export { firstWireError, WireEnvelopeSchema, WireErrorSchema } from './wire';
export type { WireEnvelope } from './wire';
export { getMobileBridge, isMobileAppUserAgent, MOBILE_APP_MARKER } from './mobile-bridge';
export type { MobileBridge } from './mobile-bridge';
export { getDialogs, provideDialogs } from './dialogs';
export type {
  AgreeDialogRequest,
  ConfirmDetail,
  ConfirmDialogRequest,
  DialogService,
  ShellNotice,
} from './dialogs';
