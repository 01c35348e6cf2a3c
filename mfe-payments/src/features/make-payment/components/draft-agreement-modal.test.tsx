// The recurring ACH draft agreement (spec 2 §4 Submission, §7) against a fake back end at the
// network level: the preview is prepared with the payment's figures, opened by its passable
// token, and Confirm hands that token back once the agreement was viewed.
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { prepareAchDraftAgreementPreview } from '@portal/api-contract/payments/draft-agreement';
import { answer, refuse, type HttpHandler } from '@portal/area-testing/handlers';
import { renderArea } from '@portal/area-testing/render-area';
import { screen } from '@testing-library/react';
import { DraftAgreementModal } from './draft-agreement-modal';

const onDone = jest.fn();
beforeEach(() => {
  onDone.mockReset();
});

const show = (handlers: HttpHandler[]) =>
  renderArea(
    <DraftAgreementModal
      input={{
        accountNumber: '00011002347',
        profileId: 'PM-100001',
        amount: 38_917,
        additionalPrincipal: 2_500,
        localTimeOffset: -300,
        daysBeforeDue: 3,
      }}
      onDone={onDone}
    />,
    { area: 'payments', handlers },
  );

describe('the ACH draft agreement', () => {
  it('prepares the preview in decimal dollars and opens it by its token', async () => {
    const view = show([answer(prepareAchDraftAgreementPreview, { PassableToken: 'tok-123' })]);
    const link = await screen.findByRole('link', { name: /View Agreement/ });
    expect(link).toHaveAttribute(
      'href',
      '/api/AchDraftAgreement/RenderACHDraftAgreementPreview?token=tok-123',
    );
    const [sent] = await view.received(prepareAchDraftAgreementPreview);
    expect(sent?.body).toEqual({
      LoanAccountNumber: '00011002347',
      AchInfo: { ProfileId: 'PM-100001' },
      Amount: 389.17,
      AdditionalPrincipal: 25,
      LocalTimeOffset: -300,
      daysBeforeDue: 3,
    });
  });

  it('Confirm waits until the agreement was viewed, then hands back the token', async () => {
    const view = show([answer(prepareAchDraftAgreementPreview, { PassableToken: 'tok-123' })]);
    const link = await screen.findByRole('link', { name: /View Agreement/ });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    link.addEventListener('click', (event) => event.preventDefault());
    await view.user.click(link);
    expect(confirm).toBeEnabled();
    await view.user.click(confirm);
    expect(onDone).toHaveBeenCalledWith('tok-123');
  });

  it.each<[string, HttpHandler]>([
    ['a refusal', refuse(prepareAchDraftAgreementPreview, 'InvalidData')],
    ['an answer without a token', answer(prepareAchDraftAgreementPreview, { PassableToken: null })],
  ])('%s says "An error occurred, please try again." and cannot be confirmed', async (_, h) => {
    show([h]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred, please try again.',
    );
    expect(screen.queryByRole('link', { name: /View Agreement/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });
});
