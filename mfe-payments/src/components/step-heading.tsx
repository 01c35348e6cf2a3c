// A payment step's heading with its number (issue 55: loan, method, schedule, amount, review in
// a visible order). The number is drawn for the eye; the heading's name stays the step's name,
// which screen readers already hear in order and which journeys find it by.
import type { ReactNode } from 'react';

/** The payment's steps, in the order the page shows them. */
export const STEP = { loan: 1, method: 2, schedule: 3, amount: 4, review: 5 } as const;

export function StepHeading({
  id,
  step,
  children,
}: {
  id: string;
  step: number;
  children: ReactNode;
}) {
  return (
    <h2 id={id} className="payments-step-heading">
      <span className="payments-step-heading__number" aria-hidden="true">
        {step}
      </span>
      {children}
    </h2>
  );
}
