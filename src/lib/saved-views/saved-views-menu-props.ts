// What the "Vistas" button (saved-views-menu.tsx) and the menu it loads (saved-views-menu-surface.tsx)
// share: the props, and the menu's type, which lazy() loses.
import type { JSX, ReactNode } from 'react';
import type { SavedViewList } from '../../../domain/saved-views.ts';
import type { ListFilters } from '../list-view.ts';
import type { ListViewControls } from '../use-list-view.ts';

export interface SavedViewsMenuProps<F extends ListFilters, S extends string> {
  list: SavedViewList;
  controls: ListViewControls<F, S>;
  /** The grid's column headers by column id (LIST_COLUMNS of the list). */
  columnLabels: Record<string, string>;
}

export type SavedViewsMenuSurfaceProps<F extends ListFilters, S extends string> = SavedViewsMenuProps<
  F,
  S
> & {
  label: ReactNode;
};

export type SavedViewsMenuSurfaceType = <F extends ListFilters, S extends string>(
  props: SavedViewsMenuSurfaceProps<F, S>,
) => JSX.Element;
