import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { valueOrThrow } from '@portal/wire/api-result';
import { useApi } from '../../../lib/use-api';
import { fetchCaptchaChallenge } from '../api/captcha-challenge';
import type { CaptchaWidgetProps } from './captcha-provider';
import { ui } from '@portal/ui/class-names';

/** The sandbox's challenge: an arithmetic question whose token "<id>:<answer>" the back end verifies once. */
export default function SandboxCaptchaWidget({ onToken, resetKey }: CaptchaWidgetProps) {
  const api = useApi();
  const inputId = useId();
  const [answer, setAnswer] = useState('');
  const challenge = useQuery({
    queryKey: ['captcha', resetKey],
    queryFn: () => fetchCaptchaChallenge(api).then(valueOrThrow),
    staleTime: Infinity,
    gcTime: 0,
  });
  if (challenge.isError) return <p role="alert">The captcha could not be loaded.</p>;
  if (!challenge.data) return <p role="status">Loading captcha…</p>;
  const id = challenge.data.id;
  return (
    <div className={ui.field} key={id}>
      <label htmlFor={inputId}>Captcha: {challenge.data.question}</label>
      <input
        id={inputId}
        inputMode="numeric"
        autoComplete="off"
        maxLength={3}
        value={answer}
        onChange={(event) => {
          const typed = event.target.value.replace(/\D/g, '');
          setAnswer(typed);
          onToken(typed ? `${id}:${typed}` : null);
        }}
      />
    </div>
  );
}
