// The #/status page's override forms (docs/decisions/008): one per area, shown only where the
// deployment enables overrides. Apply checks the build (origin, area, contract) before anything
// is kept; a kept override takes effect on the reload that follows, at boot.
import { AREA_NAMES, type AreaName } from '@portal/shared-contracts';
import { useState, type FormEvent } from 'react';
import { cx, ui } from '@portal/ui/class-names';
import { TextField } from '@portal/ui/field';
import { checkOverride } from './check-override';
import type { OverridePolicy } from './override-policy';
import { clearOverride, readOverrides, saveOverride } from './override-store';

interface FormsProps {
  policy: OverridePolicy;
  reload?: () => void;
  fetchImpl?: typeof fetch;
}

const reloadPage = () => window.location.reload();

export function OverrideForms({ policy, reload = reloadPage, fetchImpl }: FormsProps) {
  if (!policy.enabled) return null;
  return (
    <section aria-labelledby="overrides-heading">
      <h2 id="overrides-heading">Remote overrides</h2>
      <p>
        This deployment lets this browser load one area from a build on {policy.origins.join(', ')}{' '}
        (a dev server&apos;s <code>remoteEntry.js</code> or a build&apos;s{' '}
        <code>mf-manifest.json</code>). It is kept in this browser until cleared.
      </p>
      {AREA_NAMES.map((area) => (
        <OverrideForm
          key={area}
          area={area}
          policy={policy}
          reload={reload}
          fetchImpl={fetchImpl}
        />
      ))}
    </section>
  );
}

function OverrideForm({
  area,
  policy,
  reload,
  fetchImpl,
}: { area: AreaName } & Required<Omit<FormsProps, 'fetchImpl'>> & Pick<FormsProps, 'fetchImpl'>) {
  const stored = readOverrides()[area];
  const [url, setUrl] = useState(stored ?? '');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const fieldId = `override-${area}`;

  async function apply(event: FormEvent) {
    event.preventDefault();
    setChecking(true);
    setRefusal(null);
    const check = await checkOverride({ area, url: url.trim(), policy, fetchImpl });
    setChecking(false);
    if (!check.ok) return setRefusal(check.message);
    saveOverride(area, url.trim());
    reload();
  }

  function clear() {
    clearOverride(area);
    reload();
  }

  return (
    <form aria-label={`Override ${area}`} onSubmit={(event) => void apply(event)}>
      <TextField
        id={fieldId}
        label={`${area}: remote entry or manifest URL`}
        type="url"
        required
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        describedBy={refusal ? `${fieldId}-refusal` : undefined}
        // The refusal is announced as Apply returns it.
        after={
          refusal && (
            <p id={`${fieldId}-refusal`} role="alert" className={ui.fieldError}>
              {refusal}
            </p>
          )
        }
      />
      <div className={ui.actions}>
        <button type="submit" className={ui.button} disabled={checking}>
          Apply
        </button>
        <button
          type="button"
          className={cx(ui.button, ui.buttonSecondary)}
          onClick={clear}
          disabled={!stored}
        >
          Clear
        </button>
      </div>
    </form>
  );
}
