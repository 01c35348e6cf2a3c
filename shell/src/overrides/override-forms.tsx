// The #/status page's override forms (docs/decisions/008): one per area, shown only where the
// deployment enables overrides. Apply checks the build (origin, area, contract) before anything
// is kept; a kept override takes effect on the reload that follows, at boot.
import { AREA_NAMES, type AreaName } from '@portal/shared-contracts';
import { useState, type FormEvent } from 'react';
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
      <div className="field">
        <label htmlFor={fieldId}>{area}: remote entry or manifest URL</label>
        <input
          id={fieldId}
          type="url"
          required
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          aria-describedby={refusal ? `${fieldId}-refusal` : undefined}
        />
        {refusal && (
          <p id={`${fieldId}-refusal`} role="alert" className="field__error">
            {refusal}
          </p>
        )}
      </div>
      <button type="submit" className="button" disabled={checking}>
        Apply
      </button>{' '}
      <button type="button" className="button button--secondary" onClick={clear} disabled={!stored}>
        Clear
      </button>
    </form>
  );
}
