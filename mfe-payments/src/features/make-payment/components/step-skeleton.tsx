import type { ReactNode } from 'react';
import { ui } from '@portal/ui/class-names';
import { StepHeading } from '../../../components/step-heading';

/**
 * A payment step's shape while what it needs loads: its numbered heading and a control's box,
 * greyed, so the step stands where it will be. A status says what is awaited.
 */
export function StepSkeleton({
  label,
  step,
  title,
}: {
  label: string;
  step: number;
  title: ReactNode;
}) {
  return (
    <div className={ui.skeleton} aria-busy="true">
      <span role="status" className={ui.visuallyHidden}>
        {label}
      </span>
      <section className="payments-step" aria-hidden="true" inert>
        <StepHeading step={step}>{title}</StepHeading>
        <div className={ui.field}>
          <p />
          <select disabled />
        </div>
      </section>
    </div>
  );
}
