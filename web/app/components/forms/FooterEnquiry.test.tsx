import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FooterEnquiry } from './index';
import { bodyOf, findToast, mockFetch, renderForm, waitForEngine } from './test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FooterEnquiry', { timeout: 30_000 }, () => {
  it('shows its error once the field is touched, compactly, without a summary', async () => {
    mockFetch();
    const { user, form } = renderForm(<FooterEnquiry />);
    const email = screen.getByLabelText('Your email address');
    expect(email).toHaveAttribute('autocomplete', 'email');
    await user.click(email);
    await waitForEngine(form);
    await user.type(email, 'not-an-address');
    expect(email).not.toHaveAttribute('aria-invalid'); // not while typing the first time
    await user.tab();
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Error: Email is invalid');
    expect(screen.queryByText('There is a problem')).toBeNull();
  });

  it('shows the error of a field filled and left before the form engine arrived', async () => {
    mockFetch();
    const { user, form } = renderForm(<FooterEnquiry />);
    const email = screen.getByLabelText('Your email address');
    // Typing and leaving at once: the engine is still loading when the field loses focus.
    await user.type(email, 'not-an-address');
    await user.tab();
    await waitForEngine(form);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Error: Email is invalid');
    expect(email).toHaveValue('not-an-address');
    // Correcting it clears the error at once, as for a field touched after the engine arrived.
    await user.clear(email);
    await user.type(email, 'visitor@example.org');
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'));
  });

  it('focuses the field on a failed submit and sends a valid address', async () => {
    const api = mockFetch();
    api.answerOk();
    const { user, form } = renderForm(<FooterEnquiry />);
    await user.click(screen.getByLabelText('Your email address'));
    await waitForEngine(form);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const email = screen.getByLabelText('Your email address');
    await waitFor(() => expect(email).toHaveFocus());
    await waitFor(() => expect(email).toHaveAccessibleDescription('Error: Email is required'));

    await user.type(email, 'visitor@example.org');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await findToast('Thank you for your enquiry! We will reply within 24 hours.');
    expect(api.requests[0]!.url).toBe('/api/footer');
    expect(bodyOf(api.requests[0]!)).toEqual({ email: 'visitor@example.org', website: '' });
    await waitFor(() => expect(email).toHaveValue(''));
  });

  it('shows a server failure in the form too, not only in a toast', async () => {
    const api = mockFetch();
    api.answerJson(503, {
      sent: false,
      message: 'We could not save your submission. Please try again in a few minutes or contact us by phone or e-mail.',
    });
    const { user } = renderForm(<FooterEnquiry />);
    await user.type(screen.getByLabelText('Your email address'), 'visitor@example.org');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alerts = await screen.findAllByText(/We could not save your submission.*If it keeps happening, e-mail us at/);
    expect(alerts.some((node) => node.closest('form'))).toBe(true);
    expect(screen.getByLabelText('Your email address')).toHaveValue('visitor@example.org');
  });
});
