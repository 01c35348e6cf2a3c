import type { MouseEvent } from 'react';

// With hash routing a plain "#main" link would navigate, so focus the main region instead.
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById('main')?.focus();
  };
  return (
    <a className="skip-link" href="#main" onClick={skip}>
      Skip to content
    </a>
  );
}
