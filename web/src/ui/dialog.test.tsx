import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { Dialog } from './dialog.tsx';

afterEach(cleanup);

function Page({ open, nested = false }: { open: boolean; nested?: boolean }) {
  return (
    <>
      <header>Site header</header>
      <main>Page</main>
      {open && (
        <Dialog title="Outer" onClose={() => {}}>
          <p>Outer body</p>
          {nested && (
            <Dialog title="Inner" onClose={() => {}}>
              <p>Inner body</p>
            </Dialog>
          )}
        </Dialog>
      )}
    </>
  );
}

const backdropOf = (name: string) => screen.getByRole('dialog', { name }).parentElement!;

describe('Dialog', () => {
  it('makes the rest of the page inert while open, and gives it back on closing', () => {
    const { container, rerender } = render(<Page open={false} />);
    expect(container.hasAttribute('inert')).toBe(false);

    rerender(<Page open />);
    expect(container.hasAttribute('inert')).toBe(true);
    expect(backdropOf('Outer').hasAttribute('inert')).toBe(false);

    rerender(<Page open={false} />);
    expect(container.hasAttribute('inert')).toBe(false);
  });

  it('a dialog over a dialog makes the first inert, and closing it gives back only the first', () => {
    const { container, rerender } = render(<Page open nested />);
    expect(backdropOf('Outer').hasAttribute('inert')).toBe(true);
    expect(backdropOf('Inner').hasAttribute('inert')).toBe(false);

    rerender(<Page open />);
    expect(backdropOf('Outer').hasAttribute('inert')).toBe(false);
    expect(container.hasAttribute('inert')).toBe(true);
  });

  it('adds no banner landmark of its own: the page keeps one', () => {
    render(<Page open />);
    expect(within(screen.getByRole('dialog', { name: 'Outer' })).queryAllByRole('banner')).toEqual([]);
  });
});
