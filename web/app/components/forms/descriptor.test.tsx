import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactWithCity } from '@site/contracts/test-support/forms';
import { LazyForm } from './LazyForm';
import { formSpec } from './spec';
import { bodyOf, mockFetch, renderForm, waitForEngine } from './test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
});

const spec = formSpec(contactWithCity, 'city-form', { submitLabel: 'Send enquiry', noun: 'enquiry' });

describe('a field added to a descriptor', { timeout: 30_000 }, () => {
  it('is drawn, validated with its message and sent, with no change to the form code', async () => {
    const api = mockFetch();
    const { user, form } = renderForm(<LazyForm spec={spec} />);
    const city = screen.getByLabelText('City');
    expect(city).toHaveAttribute('name', 'city');
    expect(city).toHaveAccessibleDescription('Where your stations are');
    await user.type(screen.getByLabelText('First name'), 'Asha');
    await user.type(screen.getByLabelText('Email address'), 'asha@example.org');
    await user.type(screen.getByLabelText('Phone number'), '+91 20 1234 5678');
    await waitForEngine(form);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['City is required']);

    api.answerOk();
    await user.type(city, 'Pune');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await vi.waitFor(() => expect(api.requests).toHaveLength(1));
    expect(bodyOf(api.requests[0]!)).toMatchObject({ name: 'Asha', city: 'Pune' });
  });
});
