import { describe, expect, it } from '@jest/globals';
import { endpoint } from '@portal/api-contract/endpoint';
import { envelope } from '@portal/api-contract/envelope';
import { getPortal } from '@portal/shared-contracts';
import { SETUP_OPTION_DEFAULTS } from '@portal/settings/setup-option-catalogue';
import { readerOf } from '@portal/settings/settings-reader';
import { settingsHook } from '@portal/settings/use-settings';
import { call } from '@portal/wire/call';
import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import * as v from 'valibot';
import {
  answer,
  http,
  HttpResponse,
  networkFailure,
  refuse,
  serverError,
  unauthorized,
} from './handlers';
import { renderArea } from './render-area';

// As the payments area reads its settings: the whole catalogue.
const usePaymentSettings = settingsHook(readerOf(SETUP_OPTION_DEFAULTS));

// A call as an area declares it, and a tiny screen that makes it the way an area does.
const paymentInfo = endpoint({
  name: 'test.paymentInfo',
  method: 'GET',
  path: 'PaymentInformation/GetPaymentInfo',
  request: v.object({ accountNumber: v.string() }),
  response: envelope({ PaymentAmount: v.number() }),
  errors: ['AccountNotFound'],
});

const saveNickname = endpoint({
  name: 'test.saveNickname',
  method: 'POST',
  path: 'Account/SaveNickname',
  request: v.object({ AccountNumber: v.string(), Nickname: v.string() }),
  response: envelope({}),
  errors: ['NicknameTooLong'],
});

const MESSAGES: Record<string, string> = {
  refused: 'That loan could not be found.',
  unauthorized: 'Your session has ended.',
  unavailable: 'Something went wrong. Please try again.',
};

function PaymentAmount() {
  const [message, setMessage] = useState('Not asked yet');
  const ask = async () => {
    const result = await call(getPortal().api, paymentInfo, { accountNumber: '0042' });
    setMessage(
      result.kind === 'ok' ? `Amount due: ${result.value.PaymentAmount}` : MESSAGES[result.kind]!,
    );
  };
  return (
    <>
      <button type="button" onClick={() => void ask()}>
        Show amount
      </button>
      <p>{message}</p>
    </>
  );
}

describe('renderArea', () => {
  it('lets a screen call the back end and shows the answer', async () => {
    const view = renderArea(<PaymentAmount />, {
      area: 'payments',
      handlers: [answer(paymentInfo, { PaymentAmount: 125.5 })],
    });
    await view.user.click(screen.getByRole('button', { name: 'Show amount' }));
    expect(await screen.findByText('Amount due: 125.5')).toBeInTheDocument();
    const [sent] = await view.received(paymentInfo);
    expect(sent?.body).toEqual({ accountNumber: '0042' });
    // The real API client sends the session's headers, never the token in the URL.
    expect(sent?.headers.get('UserToken')).toBe(view.store.getState().session?.userToken);
    expect(sent?.headers.get('ServicingBranch')).toBe('1');
    expect(sent?.search.toString()).toBe('accountNumber=0042');
  });

  it('shows the refusal of a spec error code', async () => {
    const view = renderArea(<PaymentAmount />, {
      area: 'payments',
      handlers: [refuse(paymentInfo, 'AccountNotFound')],
    });
    await view.user.click(screen.getByRole('button', { name: 'Show amount' }));
    expect(await screen.findByText('That loan could not be found.')).toBeInTheDocument();
    expect(view.logouts).toEqual([]);
  });

  it('asks the shell to log out when the back end says Unauthorized', async () => {
    const view = renderArea(<PaymentAmount />, {
      area: 'payments',
      handlers: [unauthorized(paymentInfo)],
    });
    expect(view.store.getState().session).not.toBeNull();
    await view.user.click(screen.getByRole('button', { name: 'Show amount' }));
    expect(await screen.findByText('Your session has ended.')).toBeInTheDocument();
    expect(view.logouts).toEqual(['unauthorized']);
    expect(view.store.getState().session).toBeNull();
  });

  it.each([
    ['no answer at all', networkFailure(paymentInfo)],
    ['a 502 without a code', serverError(paymentInfo, 502)],
    [
      'an answer off the contract',
      http.get('*/api/PaymentInformation/GetPaymentInfo', () =>
        HttpResponse.json({ HasNoErrors: true, PaymentAmount: 'lots' }),
      ),
    ],
  ])('shows "try again" for %s', async (_, handler) => {
    const view = renderArea(<PaymentAmount />, { area: 'payments', handlers: [handler] });
    await view.user.click(screen.getByRole('button', { name: 'Show amount' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(view.logouts).toEqual([]);
  });

  it('sends a JSON body and lets the back end answer by what it received', async () => {
    function Nickname() {
      const [saved, setSaved] = useState('');
      const save = async () => {
        const result = await call(getPortal().api, saveNickname, {
          AccountNumber: '0042',
          Nickname: 'Boat',
        });
        setSaved(
          result.kind === 'ok'
            ? 'Saved'
            : `Refused: ${result.kind === 'refused' ? result.code : ''}`,
        );
      };
      return (
        <>
          <button type="button" onClick={() => void save()}>
            Save
          </button>
          <p>{saved}</p>
        </>
      );
    }
    const view = renderArea(<Nickname />, {
      area: 'servicing',
      handlers: [
        http.post('*/api/Account/SaveNickname', async ({ request }) => {
          const body = (await request.json()) as { Nickname: string };
          return HttpResponse.json(
            body.Nickname.length > 3
              ? { HasNoErrors: false, Errors: [{ ErrorMessage: 'NicknameTooLong' }] }
              : { HasNoErrors: true, Errors: [] },
          );
        }),
      ],
    });
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Refused: NicknameTooLong')).toBeInTheDocument();
    expect((await view.received(saveNickname))[0]?.body).toEqual({
      AccountNumber: '0042',
      Nickname: 'Boat',
    });
  });

  it('gives the area its query client and the settings with their catalogue defaults', async () => {
    function Amount() {
      const settings = usePaymentSettings();
      const query = useQuery({
        queryKey: ['paymentInfo'],
        queryFn: () => call(getPortal().api, paymentInfo, { accountNumber: '0042' }),
      });
      return (
        <p>
          {settings.text('Payments.CardMaximum')} / {settings.text('Payments.CardFeeText')} /{' '}
          {query.data?.kind === 'ok' ? query.data.value.PaymentAmount : 'loading'}
        </p>
      );
    }
    renderArea(<Amount />, {
      area: 'payments',
      settings: { 'Payments.CardMaximum': '900' },
      handlers: [answer(paymentInfo, { PaymentAmount: 10 })],
    });
    expect(
      await screen.findByText('900 / A processing fee applies to card payments. / 10'),
    ).toBeInTheDocument();
  });

  it('renders a signed-out visitor when the session is null', () => {
    const view = renderArea(<p>Page</p>, { area: 'identity', session: null });
    expect(view.store.getState().session).toBeNull();
  });
});
