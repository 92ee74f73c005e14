import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { HONEYPOT_FIELD } from '@site/contracts/forms/honeypot';
import { CareersForm, ContactForm, DemoForm, FooterEnquiry, Toasts } from './index';

const cases = [
  ['contact', <ContactForm key="c" />],
  ['demo', <DemoForm key="d" />],
  ['footer', <FooterEnquiry key="f" />],
  ['careers', <CareersForm key="j" positions={['UI Programmer']} />],
] as const;

describe('pre-rendered forms', () => {
  for (const [name, ui] of cases) {
    it(`${name}: complete, labelled markup that hydrates without a mismatch`, async () => {
      const html = renderToString(
        <>
          {ui}
          <Toasts />
        </>,
      );
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      // Every control has a label and a name, before any JavaScript runs.
      const controls = [...container.querySelectorAll('input, select, textarea')] as HTMLInputElement[];
      expect(controls.length).toBeGreaterThan(1);
      for (const control of controls) {
        expect(control.name).not.toBe('');
        expect(container.querySelector(`label[for="${control.id}"]`)).not.toBeNull();
      }
      expect(container.querySelector('button[type="submit"]')).not.toBeNull();
      // No toast container in the pre-rendered HTML: it mounts after hydration.
      expect(container.querySelector('.Toastify')).toBeNull();

      const honeypot = container.querySelector(`input[name="${HONEYPOT_FIELD}"]`)!;
      expect(honeypot).toHaveAttribute('tabindex', '-1');
      expect(honeypot).toHaveAttribute('autocomplete', 'off');
      expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();

      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      const recoverable: unknown[] = [];
      await act(async () => {
        hydrateRoot(
          container,
          <>
            {ui}
            <Toasts />
          </>,
          { onRecoverableError: (error) => recoverable.push(error) },
        );
      });
      expect(recoverable).toEqual([]);
      expect(errors).not.toHaveBeenCalled();
      errors.mockRestore();
      container.remove();
    });
  }
});
