import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadOnFirstOpen } from './load-on-first-open.tsx';

afterEach(cleanup);

function setup() {
  const load = vi.fn(async () => ({ default: () => <p>Contenido</p> }));
  const Piece = lazy(load);
  const view = (isOpen: boolean) => (
    <LoadOnFirstOpen isOpen={isOpen} fallback={<span>Cargando…</span>}>
      <Piece />
    </LoadOnFirstOpen>
  );
  return { load, view };
}

describe('LoadOnFirstOpen', () => {
  it('loads nothing while it has never been opened', () => {
    const { load, view } = setup();
    const { container } = render(view(false));
    expect(container).toBeEmptyDOMElement();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the piece on the first opening and keeps it mounted after closing', async () => {
    const { load, view } = setup();
    const { rerender } = render(view(false));
    rerender(view(true));
    expect(screen.getByText('Cargando…')).toBeInTheDocument();
    expect(await screen.findByText('Contenido')).toBeInTheDocument();
    rerender(view(false));
    expect(screen.getByText('Contenido')).toBeInTheDocument();
    rerender(view(true));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
