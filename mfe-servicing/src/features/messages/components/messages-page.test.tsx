import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { captchaChallenge, contactUs, feedback } from '@portal/api-contract/servicing/messages';
import { answer, refuse, serverError } from '@portal/area-testing/handlers';
import { renderArea } from '@portal/area-testing/render-area';
import MessagesPage from './messages-page';

const captcha = answer(captchaChallenge, { ChallengeId: 'abc', Question: 'What is 3 + 4?' });

describe('MessagesPage', () => {
  it('keeps Send disabled until a type is chosen, and asks for the captcha', async () => {
    renderArea(<MessagesPage signedIn />, { area: 'servicing', handlers: [captcha] });
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeDisabled();
    await userEvent.click(screen.getByLabelText('Question'));
    await userEvent.type(screen.getByLabelText('Subject'), 'Due date');
    await userEvent.type(screen.getByLabelText('Message'), 'When is it?');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Must Complete Captcha')).toBeInTheDocument();
  });

  it('counts down from 300 with warning and error styles', async () => {
    renderArea(<MessagesPage signedIn />, { area: 'servicing', handlers: [captcha] });
    await userEvent.click(screen.getByLabelText('Question'));
    const box = screen.getByLabelText('Message');
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(201));
    expect(screen.getByText('99 characters left')).toHaveClass('servicing-counter--warning');
    await userEvent.paste('x'.repeat(49));
    expect(screen.getByText('50 characters left')).toHaveClass('servicing-counter--error');
  });

  it('sends a question with the session details and thanks the user', async () => {
    const view = renderArea(<MessagesPage signedIn />, {
      area: 'servicing',
      handlers: [captcha, answer(contactUs)],
    });
    await userEvent.click(screen.getByLabelText('Question'));
    await userEvent.type(screen.getByLabelText('Subject'), 'Due date');
    await userEvent.type(screen.getByLabelText('Message'), 'When is my payment due?');
    await userEvent.type(await screen.findByLabelText('Captcha: What is 3 + 4?'), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(
      await screen.findByText("Thank you for your message. We'll get back to you shortly."),
    ).toBeInTheDocument();
    const [sent] = await view.received(contactUs);
    expect(sent?.body).toMatchObject({
      FeedbackType: 'Question',
      Subject: 'Due date',
      Message: 'When is my payment due?',
      ReCaptchaCode: 'abc:7',
      Alert: { Username: 'borrower1', PersonalName: 'Alex Morgan', ServicingBranch: 1 },
    });
    await waitFor(() => expect(screen.getByLabelText('Question')).not.toBeChecked());
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeDisabled();
  });

  it('asks a signed-out visitor for name and e-mail, offers survey reasons, and reports a failure', async () => {
    renderArea(<MessagesPage signedIn={false} />, {
      area: 'servicing',
      handlers: [captcha, serverError(feedback, 500)],
      session: null,
    });
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute(
      'href',
      '/home/login',
    );
    await userEvent.click(screen.getByLabelText('Feedback'));
    await userEvent.click(screen.getByLabelText('Could be better'));
    expect(screen.getByLabelText('Slow')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Name'), 'Pat');
    await userEvent.type(screen.getByLabelText('Email'), 'pat@example.com');
    await userEvent.type(await screen.findByLabelText('Captcha: What is 3 + 4?'), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Oops...it looks like something went wrong.',
    );
  });

  it('offers only Question, preselected, when feedback is hidden', async () => {
    renderArea(<MessagesPage signedIn />, {
      area: 'servicing',
      handlers: [captcha],
      settings: { 'Messages.HideFeedback': 'true' },
    });
    expect(screen.queryByLabelText('Feedback')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Question')).toBeChecked();
  });

  // Spec 1 §4: a refusal may come as HTTP 200 with HasNoErrors false; it is not a sent message.
  it('does not thank for a message the back end refused', async () => {
    renderArea(<MessagesPage signedIn />, {
      area: 'servicing',
      handlers: [captcha, refuse(contactUs, 'CaptchaInvalid')],
    });
    await userEvent.click(screen.getByLabelText('Question'));
    await userEvent.type(screen.getByLabelText('Subject'), 'Due date');
    await userEvent.type(screen.getByLabelText('Message'), 'When is my payment due?');
    await userEvent.type(await screen.findByLabelText('Captcha: What is 3 + 4?'), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Oops...it looks like something went wrong.',
    );
    expect(screen.queryByText(/Thank you/)).toBeNull();
  });
});
