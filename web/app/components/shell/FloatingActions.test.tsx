import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FloatingActions } from './FloatingActions';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('floating actions', () => {
  afterEach(() => scrollTo(0));

  it('show the Top button only past 400 px and scroll smoothly to the top', () => {
    const scroll = vi.fn();
    window.scrollTo = scroll as unknown as typeof window.scrollTo;
    window.matchMedia = vi.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
    render(
      <MemoryRouter>
        <FloatingActions />
      </MemoryRouter>,
    );
    scrollTo(400);
    expect(screen.queryByRole('button', { name: 'Top' })).toBeNull();
    scrollTo(401);
    fireEvent.click(screen.getByRole('button', { name: 'Top' }));
    expect(scroll).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' });
    scrollTo(10);
    expect(screen.queryByRole('button', { name: 'Top' })).toBeNull();
  });

  it('link the round Get in Touch button to the contact page', () => {
    render(
      <MemoryRouter>
        <FloatingActions />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Get in Touch' })).toHaveAttribute('href', '/contact-us');
  });
});
