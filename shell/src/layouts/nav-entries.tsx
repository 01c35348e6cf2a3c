import { NavLink } from 'react-router';
import { shellDialogs } from '../dialogs/shell-dialogs';
import type { NavEntry } from '../navigation/nav-links';

interface NavEntriesProps {
  entries: readonly NavEntry[];
  onChoose?: () => void;
}

/** The navigation's items: links to pages, and buttons for the notices (they open a modal). */
export function NavEntries({ entries, onChoose }: NavEntriesProps) {
  return (
    <ul>
      {entries.map((entry) => (
        <li key={entry.id}>
          {entry.kind === 'link' ? (
            <NavLink to={entry.to} onClick={onChoose}>
              {entry.label}
            </NavLink>
          ) : (
            <button
              type="button"
              className="link-button nav__action"
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
