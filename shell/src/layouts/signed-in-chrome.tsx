import { use } from 'react';
import { loadSignedInChrome } from './load-signed-in-chrome';

/** The signed-in layout once its chunk has loaded (suspends until then: ./load-signed-in-chrome). */
export function SignedInChrome() {
  const { SignedInLayout } = use(loadSignedInChrome());
  return <SignedInLayout />;
}
