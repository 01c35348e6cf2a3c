// The signed-in frame (header, menus, quick links and the account list that fills them) is
// code of its own: no signed-out page downloads it (issue 14, item 4). It starts downloading as
// soon as a session exists, and on a signed-out page's first input, so that signing in does not
// wait for it (bootstrap.tsx); if it cannot be downloaded, it says so and offers to try again.
import { lazyPart } from '@portal/ui/lazy-part';

export const SignedInFrame = lazyPart(() =>
  import(/* webpackChunkName: "signed-in-frame" */ './signed-in-layout').then(
    (module) => module.SignedInLayout,
  ),
);
