import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HANDOFF_MESSAGE_PARAM } from '@site/contracts/chat';
import { prefill } from '../../shell/form-islands';
import { ContactForm, DemoForm } from './index';
import { bodyOf, findToast, mockFetch, renderForm, waitForEngine } from './test-utils';

const question = 'Can I get a quote for 12 pumping stations & a SCADA link?';

function visit(search: string) {
  window.history.replaceState(null, '', `/contact-us${search}`);
}

/** What the browser's shell does on arrival, before any of React is there (shell/form-islands.ts). */
function fillFromAddress() {
  for (const island of document.querySelectorAll<HTMLElement>('[data-island="form"]')) prefill(island);
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
    fillFromAddress();
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
    fillFromAddress();
    expect(screen.getByLabelText(/Message/)).toHaveValue('');
    unmount();
    visit(`?${HANDOFF_MESSAGE_PARAM}=hello`);
    renderForm(<DemoForm />);
    fillFromAddress();
    for (const field of document.querySelectorAll<HTMLInputElement>('form input:not([type="hidden"])'))
      expect(field.value).not.toBe('hello');
  });
});
