/**
 * The shell's behaviours on the markup the pre-renderer writes: each test renders components
 * to HTML as the build does, puts it in the document (no React in the browser from here on),
 * runs the shell's code on it and uses the page as a visitor would.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brand } from '@site/contracts/brand';
import { HowItWorks } from '../components/home/HowItWorks';
import { FloatingActions } from '../components/shell/FloatingActions';
import { SiteHeader } from '../components/shell/SiteHeader';
import { OpeningList } from '../components/careers/OpeningList';
import { TeamGrid } from '../components/team/TeamGrid';
import { careers } from '../content/careers';
import { home } from '../content/home';
import { members } from '../content/team';
import { initChatLauncher } from './chat-launcher';
import { initDisclosures } from './disclosures';
import { initMenus } from './menus';
import { initScrolling } from './scrolling';
import { initAllTabs } from './tabs';

function prerendered(element: ReactElement, path = '/about') {
  document.body.innerHTML = `${renderToString(<StaticRouter location={path}>{element}</StaticRouter>)}<p>Outside</p>`;
  return userEvent.setup();
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('header menus', () => {
  it('a dropdown opens on click, shows its chapter, and closes on a press outside', async () => {
    const user = prerendered(<SiteHeader />);
    initMenus();
    const secondary = screen.getByRole('navigation', { name: 'Secondary' });
    const toggle = within(secondary).getByRole('button', { name: 'Knowledge base' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(secondary).getByRole('button', { name: /Show the \d+ failure modes/ }));
    expect(within(secondary).getByRole('button', { name: /Hide the \d+ failure modes/ })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('Outside'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(secondary).queryByRole('link', { name: 'Chapter - Indicative major pump failure modes' })).toBeNull();
    // Closing folds the chapter too.
    await user.click(toggle);
    expect(within(secondary).getByRole('button', { name: /Show the \d+ failure modes/ })).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape closes a dropdown and gives focus back to its button', async () => {
    const user = prerendered(<SiteHeader />);
    initMenus();
    const toggle = within(screen.getByRole('navigation', { name: 'Secondary' })).getByRole('button', { name: 'Media' });
    await user.click(toggle);
    await user.tab();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('the mobile menu toggles, shows the icon of its state, and closes on Escape and on a choice', async () => {
    const user = prerendered(<SiteHeader />);
    initMenus();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const main = screen.getByRole('navigation', { name: 'Main' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(main).toHaveClass('is-open');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    await user.click(toggle);
    const careersLink = within(main).getByRole('link', { name: 'Careers' });
    careersLink.addEventListener('click', (event) => event.preventDefault()); // jsdom does not navigate
    await user.click(careersLink);
    expect(main).not.toHaveClass('is-open');
  });
});

describe('tabs', () => {
  it('follow the WAI-ARIA tabs pattern: one tab stop, arrows, Home and End', async () => {
    window.matchMedia = vi.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    const user = prerendered(<HowItWorks tabs={home.howItWorks} />, '/');
    initAllTabs();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual(tabs.map((_, i) => (i === 0 ? 0 : -1)));
    await user.click(tabs[1]!);
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    await user.keyboard('{ArrowRight}');
    expect(tabs[(2 % tabs.length)!]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tabs[0]).toHaveFocus();
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(tabs.at(-1)).toHaveAttribute('aria-selected', 'true');
  });
});

describe('disclosures and team cards', () => {
  it('team cards keep at most one biography open; the close icon collapses it', async () => {
    const user = prerendered(<TeamGrid members={members} />);
    initDisclosures();
    const toggles = screen.getAllByRole('button', { expanded: false });
    await user.click(toggles[0]!);
    expect(toggles[0]).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggles[1]!);
    expect(toggles[0]).toHaveAttribute('aria-expanded', 'false');
    expect(toggles[1]).toHaveAttribute('aria-expanded', 'true');
    // The hidden words say what a press does next.
    expect(toggles[0]!.querySelector('.visually-hidden')).toHaveTextContent(', show biography');
    expect(toggles[1]!.querySelector('.visually-hidden')).toHaveTextContent(', hide biography');
    await user.click(screen.getByRole('button', { name: `Close the biography of ${members[1]!.name}` }));
    expect(document.querySelectorAll('[aria-expanded="true"]')).toHaveLength(0);
    expect(toggles[1]).toHaveFocus();
  });

  it('an opening shows and hides its requirements', async () => {
    const user = prerendered(<OpeningList openings={careers.openings} formId="application-form" />, '/careers');
    initDisclosures();
    const first = careers.openings[0]!;
    const toggle = screen.getByRole('button', { name: `Requirements for ${first.title}` });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(first.requirements[0]!)).toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('floating actions', () => {
  it('the Top button shows past 400 px, and the chat launcher takes its reserved slot', async () => {
    window.matchMedia = vi.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
    const scroll = vi.fn();
    window.scrollTo = scroll as unknown as typeof window.scrollTo;
    const user = prerendered(<FloatingActions />);
    expect(document.body.innerHTML).not.toContain('chat-launcher');
    initScrolling();
    initChatLauncher();
    const setScroll = (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    };
    expect(screen.queryByRole('button', { name: 'Top' })).toBeNull();
    setScroll(400);
    expect(screen.queryByRole('button', { name: 'Top' })).toBeNull();
    setScroll(401);
    await user.click(screen.getByRole('button', { name: 'Top' }));
    expect(scroll).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' });
    setScroll(0);
    expect(screen.queryByRole('button', { name: 'Top' })).toBeNull();
    const launcher = screen.getByRole('button', { name: `Open the ${brand.product} Chatbot` });
    expect(launcher.closest('.floating-actions__chat')).not.toBeNull();
    expect(launcher).toHaveAttribute('aria-haspopup', 'dialog');
    expect(launcher.querySelector('img')).toHaveAttribute('width', '64');
  });

  it('the round Get in Touch button links to the contact page', () => {
    prerendered(<FloatingActions />);
    expect(screen.getByRole('link', { name: 'Get in Touch' })).toHaveAttribute('href', '/contact-us');
  });
});
