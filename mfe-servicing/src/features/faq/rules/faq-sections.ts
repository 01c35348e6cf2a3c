// FAQ sections (spec 3 §2 FAQ): General is the default; exactly one section is active.
import type { ServicingOptionKey } from '../../../lib/servicing-settings';

export type FaqSection = 'Security' | 'Account' | 'Rates' | 'Holidays' | 'General';

export const FAQ_SECTIONS: readonly {
  id: FaqSection;
  textKey: ServicingOptionKey;
  hideKey: ServicingOptionKey;
}[] = [
  { id: 'Security', textKey: 'Faq.SecurityText', hideKey: 'Faq.HideSecurity' },
  { id: 'Account', textKey: 'Faq.AccountText', hideKey: 'Faq.HideAccount' },
  { id: 'Rates', textKey: 'Faq.RatesText', hideKey: 'Faq.HideRates' },
  { id: 'Holidays', textKey: 'Faq.HolidaysText', hideKey: 'Faq.HideHolidays' },
  { id: 'General', textKey: 'Faq.GeneralText', hideKey: 'Faq.HideGeneral' },
];

/** The active section: the chosen one if visible, else General, else the first visible one. */
export function activeSection(
  chosen: FaqSection | null,
  visible: readonly FaqSection[],
): FaqSection | null {
  if (chosen && visible.includes(chosen)) return chosen;
  if (visible.includes('General')) return 'General';
  return visible[0] ?? null;
}
