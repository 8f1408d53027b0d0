import { screen, within } from '@testing-library/react';
import { signOutAfterEachTest } from '@moneta/shared/testing';
import { renderFrame } from './renderFrame';

signOutAfterEachTest();

/** Puts the frame's markup into the page, as the server's answer does. */
function show(html: string) {
  document.body.innerHTML = html;
}

describe('renderFrame', () => {
  it("draws the navbar, the sidebar at the screen's entry and its heading, in the person's language", async () => {
    const { html } = await renderFrame({
      path: '/dashboard/goals',
      name: 'Asha Rao',
      language: 'de',
      theme: 'dark',
      heading: { title: 'Finanzziele', description: 'Verfolge deine Sparziele' },
    });
    show(html);
    expect(screen.getByText('Willkommen, Asha Rao')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(sidebar).getByRole('link', { name: 'Ziele' })).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar).getByRole('link', { name: 'Transaktionen' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('heading', { level: 2, name: 'Finanzziele' })).toBeInTheDocument();
    expect(screen.getByText('Verfolge deine Sparziele')).toBeInTheDocument();
  });

  it("gives antd's variables of the theme asked for, and draws no heading it was not given", async () => {
    const dark = await renderFrame({
      path: '/dashboard',
      name: 'Asha',
      language: 'en',
      theme: 'dark',
      heading: null,
    });
    const light = await renderFrame({
      path: '/dashboard',
      name: 'Asha',
      language: 'en',
      theme: 'light',
      heading: null,
    });
    expect(dark.css).toContain('--ant-color-bg-layout:#0b1220');
    expect(light.css).toContain('--ant-color-bg-layout:#f8fafc');
    show(light.html);
    expect(screen.getByText('Welcome, Asha')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(sidebar).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('draws each request in its own language when several wait their turn', async () => {
    const [german, english] = await Promise.all([
      renderFrame({ path: '/dashboard', name: 'A', language: 'de', theme: 'light', heading: null }),
      renderFrame({ path: '/dashboard', name: 'B', language: 'en', theme: 'light', heading: null }),
    ]);
    expect(german.html).toContain('Willkommen, A');
    expect(english.html).toContain('Welcome, B');
  });
});
