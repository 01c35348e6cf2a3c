// The DOM ids that tie the registration tabs to their panel (aria-controls / aria-labelledby).
// Apart from the tabs component so that file exports only components (Fast Refresh keeps state).
import type { RegistrationTab } from '../rules/registration-tabs';

export const REGISTRATION_PANEL_ID = 'register-panel';

export const tabId = (tab: RegistrationTab) =>
  `register-tab-${tab.name.toLowerCase().replace(/\s+/g, '-')}`;
