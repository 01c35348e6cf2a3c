// The sandbox's captcha provider. Its widget asks for its challenge through the area's query
// cache, so the widget, the cache and TanStack Query load together when the captcha first shows
// (a message type chosen), or ahead when the borrower heads for the type: the messages page
// itself runs no query and comes without them (issue 14, item 4).
import { withAreaQueries } from '@portal/area-kit/with-area-queries';
import { lazyPart } from '@portal/ui/lazy-part';
import { Suspense } from 'react';
import type { CaptchaProvider, CaptchaWidgetProps } from './captcha-provider';

const Challenge = lazyPart(() =>
  withAreaQueries(
    'servicing',
    import(/* webpackChunkName: "messages-captcha" */ './sandbox-captcha-widget'),
    import(/* webpackChunkName: "messages-captcha" */ '@portal/area-kit/area-queries'),
  ).then((module) => module.default),
);

function SandboxCaptchaWidget(props: CaptchaWidgetProps) {
  return (
    <Suspense fallback={<p role="status">Loading captcha…</p>}>
      <Challenge {...props} />
    </Suspense>
  );
}

export const sandboxCaptcha: CaptchaProvider = {
  name: 'sandbox',
  Widget: SandboxCaptchaWidget,
  preload: Challenge.preload,
};
