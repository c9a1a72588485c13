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

describe('Dialog: focus never falls to the page behind', () => {
  function WithAction({ shown }: { shown: boolean }) {
    return (
      <Dialog title="Detail" onClose={() => {}}>
        {shown && <button type="button">Take Project</button>}
        <p>Body</p>
      </Dialog>
    );
  }

  it('takes the focus itself when the control that held it goes away (the action taken)', async () => {
    const { rerender } = render(<WithAction shown />);
    const take = screen.getByRole('button', { name: 'Take Project' });
    take.focus();
    expect(document.activeElement).toBe(take);
    rerender(<WithAction shown={false} />);
    // The observer runs after the change is made to the page.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.activeElement).toBe(screen.getByRole('dialog', { name: 'Detail' }));
  });

  it('gives the focus to the dialog beneath when what opened the closing one has gone', () => {
    function Nested({ inner, opener }: { inner: boolean; opener: boolean }) {
      return (
        <Dialog title="Outer" onClose={() => {}}>
          {opener && <button type="button">Open inner</button>}
          {inner && (
            <Dialog title="Inner" onClose={() => {}}>
              <p>Inner body</p>
            </Dialog>
          )}
        </Dialog>
      );
    }
    const { rerender } = render(<Nested inner={false} opener />);
    screen.getByRole('button', { name: 'Open inner' }).focus();
    rerender(<Nested inner opener />);
    rerender(<Nested inner opener={false} />);
    rerender(<Nested inner={false} opener={false} />);
    expect(document.activeElement).toBe(screen.getByRole('dialog', { name: 'Outer' }));
  });
});
