import { describe, expect, it } from '@jest/globals';
import { activeSection, type FaqSection } from './faq-sections';

const all: FaqSection[] = ['Security', 'Account', 'Rates', 'Holidays', 'General'];

describe('FAQ sections (spec 3 §2)', () => {
  it.each([
    [null, all, 'General'],
    ['Rates', all, 'Rates'],
    ['Rates', ['Security', 'General'], 'General'],
    [null, ['Security', 'Rates'], 'Security'],
    [null, [], null],
  ] as const)('chosen %p among %j is %p', (chosen, visible, active) => {
    expect(activeSection(chosen, visible)).toBe(active);
  });
});
