import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brand } from '@site/contracts/brand';
import { ContactForm, DemoForm } from './index';
import { bodyOf, findToast, mockFetch, renderForm, waitForEngine } from './test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function fillContact(
  user: ReturnType<typeof renderForm>['user'],
  values: Partial<Record<'name' | 'lname' | 'email' | 'phone' | 'message', string>> = {},
) {
  const v = {
    name: 'Asha',
    lname: 'Rao',
    email: 'asha@example.org',
    phone: '+91 20 1234 5678',
    message: 'Three pumping stations.',
    ...values,
  };
  if (v.name) await user.type(screen.getByLabelText('First name'), v.name);
  if (v.lname) await user.type(screen.getByLabelText(/Last name/), v.lname);
  if (v.email) await user.type(screen.getByLabelText('Email address'), v.email);
  if (v.phone) await user.type(screen.getByLabelText('Phone number'), v.phone);
  if (v.message) await user.type(screen.getByLabelText(/Message/), v.message);
}

// The first test pays for loading the form libraries into jsdom; the machine is shared.
describe('ContactForm', { timeout: 30_000 }, () => {
  it('shows the error summary, focused, with a link to each invalid field and the messages inline', async () => {
    const api = mockFetch();
    const { user, form } = renderForm(<ContactForm />);
    await user.type(screen.getByLabelText('First name'), 'Al');
    await waitForEngine(form);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'There is a problem' })).toBeInTheDocument();
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Name must be at least 4 characters', '#contact-form-name'],
      ['Email is required', '#contact-form-email'],
      ['A phone number is required', '#contact-form-phone'],
    ]);

    const name = screen.getByLabelText('First name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Error: Name must be at least 4 characters');
    const phone = screen.getByLabelText('Phone number');
    expect(phone).toHaveAccessibleDescription(/At least 10 digits.*Error: A phone number is required/);
    expect(screen.getByLabelText(/Last name/)).not.toHaveAttribute('aria-invalid');

    // The summary link moves focus to its field.
    await user.click(links[1]!);
    expect(screen.getByLabelText('Email address')).toHaveFocus();
    expect(api.fetchMock).not.toHaveBeenCalled();

    // Corrected fields lose their error as the visitor types (re-validation on change).
    await user.type(screen.getByLabelText('Email address'), 'asha@example.org');
    await waitFor(() => expect(screen.getByLabelText('Email address')).not.toHaveAttribute('aria-invalid'));
  });

  it('sends one request with the contract headers, resets on success and shows the success toast', async () => {
    const api = mockFetch();
    api.answerOk();
    const { user, form } = renderForm(<ContactForm />);
    await fillContact(user, { name: '  Asha  ' });
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));

    const toast = await findToast('Thank you for your enquiry! We will reply within 24 hours.');
    expect(toast.closest('[role="status"]')).not.toBeNull();
    expect(api.requests).toHaveLength(1);
    const [request] = api.requests;
    expect(request!.url).toBe('/api/contact');
    expect(request!.init.method).toBe('POST');
    expect(request!.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(request!.headers.get('Content-Type')).toBe('application/json');
    expect(request!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(bodyOf(request!)).toEqual({
      name: 'Asha', // trimmed by the shared schema
      lname: 'Rao',
      email: 'asha@example.org',
      phone: '+91 20 1234 5678',
      message: 'Three pumping stations.',
      website: '',
    });
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue(''));
    expect(screen.getByLabelText(/Message/)).toHaveValue('');
    expect(form).not.toHaveAttribute('aria-busy');
    expect(screen.queryByText('There is a problem')).toBeNull();

    // A new fill is a new submission: a fresh Idempotency-Key.
    api.answerOk();
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() => expect(api.requests).toHaveLength(2));
    expect(api.requests[1]!.headers.get('Idempotency-Key')).not.toBe(request!.headers.get('Idempotency-Key'));
  });

  it('sends once when submit is triggered twice, and disables the button while in flight', async () => {
    const api = mockFetch();
    const release = api.deferOk();
    const { user, form } = renderForm(<ContactForm />);
    await fillContact(user);
    const button = screen.getByRole('button', { name: 'Send enquiry' });
    // The button press and a second submit of the form, as the old site did.
    await user.click(button);
    fireEvent.submit(form);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled());
    expect(form).toHaveAttribute('aria-busy', 'true');
    fireEvent.submit(form);
    await act(async () => release());
    await findToast(/Thank you for your enquiry/);
    expect(api.fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Send enquiry' })).toBeEnabled();
  });

  it('keeps everything typed and says what to do when the network fails, with the same key on retry', async () => {
    const api = mockFetch();
    api.failNetwork();
    const { user } = renderForm(<ContactForm />);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));

    const text = `We could not send your enquiry. Please check your connection and try again, or e-mail us at ${brand.email}.`;
    await waitFor(() => expect(screen.getAllByText(text).length).toBeGreaterThanOrEqual(2)); // toast and summary
    expect(screen.getByLabelText('First name')).toHaveValue('Asha');
    expect(screen.getByLabelText('Email address')).toHaveValue('asha@example.org');
    expect(screen.getByLabelText(/Message/)).toHaveValue('Three pumping stations.');
    // The summary (the lasting place of the error) has focus.
    await waitFor(() => expect(screen.getByText('There is a problem').closest('[role="alert"]')).toHaveFocus());

    // Retrying the same fill reuses its Idempotency-Key, so the API stores it once.
    api.answerOk();
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await findToast(/Thank you for your enquiry/);
    expect(api.requests[1]!.headers.get('Idempotency-Key')).toBe(api.requests[0]!.headers.get('Idempotency-Key'));
  });

  it("maps the server's 400 field errors onto the fields", async () => {
    const api = mockFetch();
    api.answerJson(400, {
      sent: false,
      message: 'Please correct the highlighted fields and try again.',
      errors: { email: 'Email is invalid', phone: 'Phone number must have at least 10 digits' },
    });
    const { user } = renderForm(<ContactForm />);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));

    await waitFor(() => expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('Error: Email is invalid');
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(/Error: Phone number must have at least 10 digits/);
    const summary = screen.getByText('There is a problem').closest('[role="alert"]') as HTMLElement;
    expect(within(summary).getByRole('link', { name: 'Email is invalid' })).toHaveAttribute('href', '#contact-form-email');
    await findToast('Please correct the highlighted fields and try again.');
    expect(screen.getByLabelText('First name')).toHaveValue('Asha');
  });

  it('tells the visitor how long to wait after a 429', async () => {
    const api = mockFetch();
    api.answerJson(429, { sent: false, message: 'Too many submissions' }, { 'Retry-After': '120' });
    const { user } = renderForm(<ContactForm />);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    const toasts = await screen.findAllByText(/Please wait 2 minutes and try again, or e-mail us at/);
    expect(toasts.length).toBeGreaterThanOrEqual(1);
    expect(screen.getByLabelText('Phone number')).toHaveValue('+91 20 1234 5678');
  });

  it('keeps what was typed before the form libraries loaded, and replays an early submit', async () => {
    const api = mockFetch();
    api.answerOk();
    const { user, form } = renderForm(<ContactForm />);
    expect(form).not.toHaveAttribute('data-interactive');
    // Typed straight away: the first keystroke starts loading the engine.
    await fillContact(user);
    await waitForEngine(form);
    expect(screen.getByLabelText('First name')).toHaveValue('Asha');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await findToast(/Thank you for your enquiry/);
    expect(bodyOf(api.requests[0]!)).toMatchObject({ name: 'Asha', email: 'asha@example.org' });
  });
});

describe('DemoForm', { timeout: 30_000 }, () => {
  it('requires the company and sends the demo fields', async () => {
    const api = mockFetch();
    api.answerOk();
    const { user, form } = renderForm(<DemoForm />);
    await user.type(screen.getByLabelText('First name'), 'Ravi');
    await user.type(screen.getByLabelText('Email address'), 'ravi@example.org');
    await user.type(screen.getByLabelText('Phone number'), '9876543210');
    await waitForEngine(form);
    await user.click(screen.getByRole('button', { name: 'Request demo' }));
    expect(await screen.findByRole('link', { name: 'Company name is required' })).toHaveAttribute('href', '#demo-form-company');
    expect(screen.getByLabelText('Email address')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Company name')).toHaveAttribute('autocomplete', 'organization');

    await user.type(screen.getByLabelText('Company name'), 'City Water Board');
    await user.type(screen.getByLabelText(/Company address/), 'Pune');
    await user.click(screen.getByRole('button', { name: 'Request demo' }));
    await findToast(/Thank you for your enquiry/);
    expect(api.requests[0]!.url).toBe('/api/demo');
    expect(bodyOf(api.requests[0]!)).toEqual({
      name: 'Ravi',
      lname: '',
      email: 'ravi@example.org',
      company: 'City Water Board',
      phone: '9876543210',
      address: 'Pune',
      website: '',
    });
  });
});
