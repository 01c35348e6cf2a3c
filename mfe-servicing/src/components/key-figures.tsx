import type { ReactNode } from 'react';

export interface KeyFigure {
  label: string;
  value: ReactNode;
  /** A class for the figure's group (e.g. to colour a past-due amount). */
  className?: string;
  /** A class for the value alone (e.g. the amount due, set larger). */
  valueClassName?: string;
}

/**
 * The figures a borrower came for (amounts and dates due): a small muted label over a bold
 * figure, side by side. Figures that do not apply are passed as `false`.
 */
export function KeyFigures({ figures }: { figures: readonly (KeyFigure | false)[] }) {
  return (
    <dl className="servicing-key-figures">
      {figures
        .filter((figure): figure is KeyFigure => figure !== false)
        .map((figure) => (
          <div key={figure.label} className={figure.className}>
            <dt>{figure.label}</dt>
            <dd className={figure.valueClassName}>{figure.value}</dd>
          </div>
        ))}
    </dl>
  );
}
