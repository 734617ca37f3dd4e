// The rows ticked on a list's page (for "Exportar"). The selection belongs to the page it was
// made on: another page, filter, sort or size starts with none ticked.
import { useState } from 'react';
import type { GridSelection } from '../ui/server-sorted-grid.tsx';

const NONE: ReadonlySet<number> = new Set();

export function useRowSelection(pageKey: string): GridSelection & { ids: number[] } {
  const [state, setState] = useState<{ key: string; selected: ReadonlySet<number> }>({
    key: pageKey,
    selected: NONE,
  });
  const selected = state.key === pageKey ? state.selected : NONE;
  return {
    selected,
    ids: [...selected].sort((a, b) => a - b),
    onChange: (next) => setState({ key: pageKey, selected: next }),
  };
}
