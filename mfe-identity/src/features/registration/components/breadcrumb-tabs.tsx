// The registration breadcrumb tabs as real tabs (spec 1 §2): a tablist whose locked tabs say so
// (aria-disabled) and cannot be opened; arrow keys, Home and End move between open tabs, Enter
// or Space opens one (WAI-ARIA tabs pattern, manual activation).
import { useRef, type KeyboardEvent } from 'react';
import type { RegistrationTab } from '../rules/registration-tabs';
import type { RegistrationSection } from '../rules/registration-sections';
import { REGISTRATION_PANEL_ID, tabId } from './registration-tab-ids';

interface BreadcrumbTabsProps {
  tabs: readonly RegistrationTab[];
  current: RegistrationSection;
  onOpen(section: RegistrationSection): void;
}

export function BreadcrumbTabs({ tabs, current, onOpen }: BreadcrumbTabsProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const open = tabs.flatMap((tab, index) => (tab.unlocked ? [index] : []));

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const at = open.indexOf(index);
    const target = {
      ArrowRight: open[(at + 1) % open.length],
      ArrowLeft: open[(at - 1 + open.length) % open.length],
      Home: open[0],
      End: open[open.length - 1],
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    refs.current[target]?.focus();
  };

  return (
    <div role="tablist" aria-label="Registration steps" className="identity-breadcrumb-tabs">
      {tabs.map((tab, index) => {
        const selected = tab.covers.includes(current);
        return (
          <button
            key={tab.name}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={selected}
            aria-controls={selected ? REGISTRATION_PANEL_ID : undefined}
            aria-disabled={tab.unlocked ? undefined : true}
            tabIndex={selected ? 0 : -1}
            onKeyDown={(event) => onKeyDown(event, index)}
            onClick={() => {
              // The selected tab stays where it is (and cancels a move still under way).
              if (tab.unlocked) onOpen(selected ? current : tab.section);
            }}
          >
            {tab.name}
          </button>
        );
      })}
    </div>
  );
}
