import type { ReactNode } from 'react';
import { ui } from '@portal/ui/class-names';
import type { FileKind } from '../lib/documents';
import { FileIcon } from './file-icon';

/**
 * One document's line: its format's icon, its name as a button that opens it (44 px tall on
 * phones), its upload date. The loading list draws the same line, so nothing moves on arrival.
 */
export function DocumentLine({
  kind,
  name,
  date,
  onView,
}: {
  kind: FileKind;
  name: ReactNode;
  date: ReactNode;
  onView?: () => void;
}) {
  return (
    <>
      <FileIcon kind={kind} />
      <button type="button" className={ui.linkButton} onClick={onView}>
        {name}
      </button>{' '}
      <span>{date}</span>
    </>
  );
}
