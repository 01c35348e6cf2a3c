import type { PasswordRuleStatus } from '@portal/password-rules/server-password-rules';
import { ui } from '@portal/ui/class-names';

/** The per-rule valid/invalid list of server-rule mode (spec 1 §5); met or not is also spoken. */
export function RuleList({ statuses }: { statuses: readonly PasswordRuleStatus[] }) {
  if (statuses.length === 0) return null;
  return (
    <ul aria-label="Password requirements" className="rule-list">
      {statuses.map((status) => (
        <li key={`${status.type}-${status.label}`} data-valid={status.valid}>
          {status.valid ? '✓' : '✗'} {status.label}
          <span className={ui.visuallyHidden}>{status.valid ? ' (met)' : ' (not met)'}</span>
        </li>
      ))}
    </ul>
  );
}
