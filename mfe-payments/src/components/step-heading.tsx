// A payment step's heading with its number (issue 55: loan, method, schedule, amount, review in
// a visible order). The number is drawn for the eye; the heading's name stays the step's name,
// which screen readers already hear in order and which journeys find it by.
import type { ReactNode } from 'react';

export function StepHeading({
  id,
  step,
  children,
}: {
  id?: string;
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
