import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Header } from './header.tsx';

afterEach(cleanup);

function renderHeader() {
  render(<Header viewer="visitor" email={null} page="home" onNavigate={() => {}} onSignOut={() => {}} />);
  return screen.getByRole('button', { name: 'Menu' });
}

describe('Header', () => {
  it('offers Skip to content first, pointing at main', () => {
    renderHeader();
    const links = screen.getAllByRole('link');
    expect(links[0]!.textContent).toBe('Skip to content');
    expect(links[0]!.getAttribute('href')).toBe('#content');
  });

  it('closes the open menu on Escape and gives focus back to Menu', () => {
    const menu = renderHeader();
    fireEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    screen.getByRole('link', { name: 'About' }).focus();

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menu);
  });

  it('leaves a closed menu alone on Escape', () => {
    const menu = renderHeader();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });
});
