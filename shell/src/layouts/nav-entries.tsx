import { NavLink } from '@portal/ui/link';
import { shellDialogs } from '../dialogs/shell-dialogs';
import type { NavEntry } from '../navigation/nav-links';
import { cx, ui } from '@portal/ui/class-names';

interface NavEntriesProps {
  entries: readonly NavEntry[];
  onChoose?: () => void;
  /** Entries not known yet: their place is held, invisible and out of reach. */
  pendingIds?: ReadonlySet<string>;
}

/** The navigation's items: links to pages, and buttons for the notices (they open a modal). */
export function NavEntries({ entries, onChoose, pendingIds }: NavEntriesProps) {
  return (
    <ul>
      {entries.map((entry) => (
        <li
          key={entry.id}
          className={pendingIds?.has(entry.id) ? 'nav__item--pending' : undefined}
          aria-hidden={pendingIds?.has(entry.id) || undefined}
          inert={pendingIds?.has(entry.id) || undefined}
        >
          {entry.kind === 'link' ? (
            <NavLink to={entry.to} onClick={onChoose}>
              {entry.label}
            </NavLink>
          ) : (
            <button
              type="button"
              className={cx(ui.linkButton, 'nav__action')}
              onClick={() => {
                onChoose?.();
                void shellDialogs.showNotice(
                  entry.id === 'applyForLoan' ? 'applyForLoan' : 'remoteBranchLocator',
                );
              }}
            >
              {entry.label}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
