import { Fragment, type ReactNode } from 'react';
import { ui } from '@portal/ui/class-names';

/**
 * Where a list or figures will be while they load: their final shape, greyed, so nothing moves
 * when the content arrives. Assistive technology hears a status ("Loading …"); the shape itself
 * is hidden from it and out of reach (inert), since it holds no real content.
 */
export function Skeleton({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="servicing-skeleton" aria-busy="true">
      <p role="status" className={ui.visuallyHidden}>
        {label}
      </p>
      <div className="servicing-skeleton__shape" aria-hidden="true" inert>
        {children}
      </div>
    </div>
  );
}

/** Figures (a definition list) whose labels are known before their values: each value a grey bar. */
export function FiguresSkeleton({ label, terms }: { label: string; terms: readonly string[] }) {
  return (
    <Skeleton label={label}>
      <dl className="servicing-figures">
        {terms.map((term) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>
              <SkeletonBar sample="$0,000.00" />
            </dd>
          </Fragment>
        ))}
      </dl>
    </Skeleton>
  );
}

/** A list of `items` entries, each shaped like `item` (grey bars where the text will be). */
export function ListSkeleton({
  label,
  items,
  item,
  className,
}: {
  label: string;
  items: number;
  item: ReactNode;
  className?: string;
}) {
  return (
    <Skeleton label={label}>
      <ul className={className}>
        {Array.from({ length: items }, (_, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </Skeleton>
  );
}

/** One line of text to come, as a grey bar about as wide as `sample`. */
export function SkeletonBar({ sample }: { sample: string }) {
  return <span className="servicing-skeleton__bar">{sample}</span>;
}

/** A table of `rows` rows under its known column headers, stacked on a phone like the real one. */
export function TableSkeleton({
  label,
  caption,
  columns,
  rows,
}: {
  label: string;
  /** The loaded table's visually hidden caption, which takes its part of the box too. */
  caption: string;
  columns: readonly { label: string; number?: boolean }[];
  rows: number;
}) {
  return (
    <Skeleton label={label}>
      <table className={ui.table}>
        <caption className={ui.visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.number ? ui.number : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: rows }, (_, row) => (
            <tr key={row}>
              {columns.map((column) => (
                <td
                  key={column.label}
                  className={column.number ? ui.number : undefined}
                  data-label={column.label}
                >
                  {column.number ? '0,000.00' : '00/00/0000'}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Skeleton>
  );
}
