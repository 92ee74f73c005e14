import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HANDOFF_MESSAGE_PARAM } from '@site/contracts/chat';
import { ContactForm, DemoForm } from './index';
import { bodyOf, findToast, mockFetch, renderForm, waitForEngine } from './test-utils';

const question = 'Can I get a quote for 12 pumping stations & a SCADA link?';

function visit(search: string) {
  window.history.replaceState(null, '', `/contact-us${search}`);
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

// The first test pays for loading the form libraries into jsdom; the machine is shared.
describe('the contact form filled from the address', { timeout: 30_000 }, () => {
  it(`puts ?${HANDOFF_MESSAGE_PARAM}= in the message field, and it is sent like typed text`, async () => {
    visit(`?${new URLSearchParams({ [HANDOFF_MESSAGE_PARAM]: question })}#contact-form`);
    const api = mockFetch();
    api.answerOk();
    const { user, form } = renderForm(<ContactForm />);
    expect(screen.getByLabelText(/Message/)).toHaveValue(question);

    await user.type(screen.getByLabelText('First name'), 'Asha');
    await waitForEngine(form);
    await user.type(screen.getByLabelText('Email address'), 'asha@example.org');
    await user.type(screen.getByLabelText('Phone number'), '+91 20 1234 5678');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await findToast('Thank you for your enquiry! We will reply within 24 hours.');
    expect(bodyOf(api.requests[0]!)).toMatchObject({ name: 'Asha', message: question });
    await waitFor(() => expect(screen.getByLabelText(/Message/)).toHaveValue(''));
  });

  it('leaves the field empty without the parameter, and other forms ignore it', () => {
    visit('');
    const { unmount } = renderForm(<ContactForm />);
    expect(screen.getByLabelText(/Message/)).toHaveValue('');
    unmount();
    visit(`?${HANDOFF_MESSAGE_PARAM}=hello`);
    renderForm(<DemoForm />);
    for (const field of document.querySelectorAll<HTMLInputElement>('form input:not([type="hidden"])')) expect(field.value).not.toBe('hello');
  });
});
