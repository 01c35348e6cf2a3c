import { valibotResolver } from '@hookform/resolvers/valibot';
import { usePortalState } from '@portal/shared-contracts';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from '@portal/ui/link';
import { ErrorBanner } from '../../../components/error-banner';
import { Spinner } from '../../../components/spinner';
import { useApi } from '../../../lib/use-api';
import type { PageProps } from '../../../lib/page-props';
import { useSettings } from '../../../lib/servicing-settings';
import { sendMessage } from '../api/send-message';
import { useCaptchaProvider } from '../captcha/captcha-provider';
import { sandboxCaptcha } from '../captcha/sandbox-captcha';
import {
  counterStyle,
  EMPTY_MESSAGE_FORM,
  MESSAGE_MAX,
  messageFormSchema,
  SEND_FAILED,
  splitReasons,
  THANKS_FEEDBACK,
  THANKS_QUESTION,
  type MessageFormValues,
  type MessageType,
} from '../rules/message-rules';
import { cx, ui } from '@portal/ui/class-names';
import { loadOnIntent } from '@portal/ui/load-on-intent';

/** Messages (spec 3 §2): feedback or question, for signed-in and signed-out visitors. */
export default function MessagesPage({ signedIn }: PageProps) {
  const api = useApi();
  const { text, flag } = useSettings();
  const session = usePortalState((state) => state.session);
  const captcha = useCaptchaProvider(sandboxCaptcha);
  const ids = useId();
  const onlyQuestion = flag('Messages.HideFeedback');
  const branchShown = !flag('Messages.HideBranchNumber');
  const [thanks, setThanks] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [captchaKey, setCaptchaKey] = useState(0);
  const initialType: MessageType | '' = onlyQuestion ? 'Question' : '';
  const initial: MessageFormValues = { ...EMPTY_MESSAGE_FORM, type: initialType };
  const [type, setType] = useState<MessageType | ''>(initialType);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<MessageFormValues>({
    resolver: valibotResolver(
      messageFormSchema({
        type,
        signedIn,
        branchShown,
        branchRequired: flag('Messages.RequireBranchNumber'),
      }),
    ),
    defaultValues: initial,
  });
  const message = useWatch({ control, name: 'message' }) ?? '';
  const survey = useWatch({ control, name: 'survey' });
  const style = counterStyle(message.length);

  function chooseType(next: MessageType) {
    // Changing the type resets the form (spec 3 §4).
    setType(next);
    reset({ ...EMPTY_MESSAGE_FORM, type: next });
    setCaptchaKey((key) => key + 1);
    setThanks(null);
    setFailed(false);
  }

  async function onSubmit(values: MessageFormValues) {
    setFailed(false);
    const messageType: MessageType = values.type === 'Feedback' ? 'Feedback' : 'Question';
    const branchText = signedIn ? '' : values.branch.trim();
    const servicingBranch = signedIn
      ? (session?.servicingBranch ?? null)
      : branchText
        ? Number(branchText)
        : null;
    const sent = await sendMessage(api, {
      type: messageType,
      survey: values.survey,
      reasons: values.reasons,
      text: values.message.trim() ? values.message.trim() : null,
      subject: values.subject.trim(),
      name: signedIn ? (session?.personalName ?? '') : values.name.trim(),
      email: signedIn ? (session?.emailAddress ?? '') : values.email.trim(),
      username: signedIn ? (session?.username ?? '') : '',
      servicingBranch,
      returnUrl: window.location.href,
      captchaToken: values.captcha,
      userAgent: navigator.userAgent,
    }).catch(() => null);
    if (sent?.kind === 'ok') {
      setThanks(messageType === 'Question' ? THANKS_QUESTION : THANKS_FEEDBACK);
      const cleared: MessageType | '' = onlyQuestion ? 'Question' : '';
      setType(cleared);
      reset({ ...EMPTY_MESSAGE_FORM, type: cleared });
      setCaptchaKey((key) => key + 1);
    } else {
      setFailed(true);
      setCaptchaKey((key) => key + 1);
      setValue('captcha', '');
    }
  }

  const error = (name: keyof MessageFormValues) =>
    errors[name] ? (
      <p id={`${ids}-${name}-error`} className={ui.fieldError}>
        {errors[name]?.message}
      </p>
    ) : null;
  const aria = (name: keyof MessageFormValues) =>
    errors[name]
      ? { 'aria-invalid': true as const, 'aria-describedby': `${ids}-${name}-error` }
      : {};
  const reasons = splitReasons(
    text(survey === 'good' ? 'Messages.GoodReasons' : 'Messages.BadReasons'),
  );

  return (
    <section className={ui.card} aria-labelledby="messages-heading">
      {!signedIn && (
        <p>
          <Link to="/home/login">Back to Login</Link>
        </p>
      )}
      <h1 id="messages-heading">Messages</h1>
      {thanks && (
        <div className={cx(ui.banner, ui.bannerInfo)} role="status">
          {thanks}
        </div>
      )}
      {failed && <ErrorBanner messages={[SEND_FAILED]} />}
      <form noValidate aria-label="Send a message" onSubmit={handleSubmit(onSubmit)}>
        <fieldset disabled={isSubmitting} className="servicing-fieldset-plain">
          {/* Choosing a type shows the captcha: its code starts loading as the borrower heads for it. */}
          <fieldset
            className={ui.fieldset}
            {...(captcha.preload ? loadOnIntent(captcha.preload) : {})}
          >
            <legend>Message type</legend>
            {!onlyQuestion && (
              <label className={ui.choice}>
                <input
                  type="radio"
                  name={`${ids}-type`}
                  checked={type === 'Feedback'}
                  onChange={() => chooseType('Feedback')}
                />{' '}
                Feedback
              </label>
            )}{' '}
            <label className={ui.choice}>
              <input
                type="radio"
                name={`${ids}-type`}
                checked={type === 'Question'}
                onChange={() => chooseType('Question')}
              />{' '}
              Question
            </label>
          </fieldset>
          {type === 'Feedback' && (
            <fieldset className={ui.fieldset}>
              <legend>How was your experience?</legend>
              <label className={ui.choice}>
                <input
                  type="radio"
                  value="good"
                  {...register('survey', { onChange: () => setValue('reasons', []) })}
                />{' '}
                Good
              </label>{' '}
              <label className={ui.choice}>
                <input
                  type="radio"
                  value="bad"
                  {...register('survey', { onChange: () => setValue('reasons', []) })}
                />{' '}
                Could be better
              </label>
              {survey && (
                <fieldset className={ui.fieldset}>
                  <legend>{survey === 'good' ? 'What went well?' : 'What could be better?'}</legend>
                  {reasons.map((reason) => (
                    <label key={reason} className={ui.choice}>
                      <input type="checkbox" value={reason} {...register('reasons')} /> {reason}
                    </label>
                  ))}
                </fieldset>
              )}
            </fieldset>
          )}
          {type && !signedIn && (
            <>
              <div className={ui.field}>
                <label htmlFor={`${ids}-name`}>Name</label>
                <input
                  id={`${ids}-name`}
                  autoComplete="name"
                  maxLength={100}
                  {...aria('name')}
                  {...register('name')}
                />
                {error('name')}
              </div>
              <div className={ui.field}>
                <label htmlFor={`${ids}-email`}>Email</label>
                <input
                  id={`${ids}-email`}
                  type="email"
                  autoComplete="email"
                  maxLength={254}
                  {...aria('email')}
                  {...register('email')}
                />
                {error('email')}
              </div>
            </>
          )}
          {type === 'Question' && (
            <div className={ui.field}>
              <label htmlFor={`${ids}-subject`}>Subject</label>
              <input
                id={`${ids}-subject`}
                maxLength={100}
                {...aria('subject')}
                {...register('subject')}
              />
              {error('subject')}
            </div>
          )}
          {type && !signedIn && branchShown && (
            <div className={ui.field}>
              <label htmlFor={`${ids}-branch`}>Branch number</label>
              <input
                id={`${ids}-branch`}
                inputMode="numeric"
                maxLength={4}
                {...aria('branch')}
                {...register('branch')}
              />
              {error('branch')}
            </div>
          )}
          {type && (
            <div className={ui.field}>
              <label htmlFor={`${ids}-message`}>Message</label>
              <textarea
                id={`${ids}-message`}
                rows={5}
                maxLength={MESSAGE_MAX}
                {...aria('message')}
                {...register('message')}
                aria-describedby={`${ids}-counter${errors.message ? ` ${ids}-message-error` : ''}`}
              />
              <p
                id={`${ids}-counter`}
                className={style === 'normal' ? undefined : `servicing-counter--${style}`}
                aria-live="polite"
              >
                {MESSAGE_MAX - message.length} characters left
              </p>
              {error('message')}
            </div>
          )}
          {type && (
            <>
              <captcha.Widget
                key={captchaKey}
                resetKey={captchaKey}
                onToken={(token) =>
                  setValue('captcha', token ?? '', { shouldValidate: Boolean(errors.captcha) })
                }
              />
              {error('captcha')}
            </>
          )}
          <button type="submit" className={ui.button} disabled={!type || isSubmitting}>
            Send Message
          </button>
          {isSubmitting && <Spinner label="Sending" size={22} />}
        </fieldset>
      </form>
    </section>
  );
}
