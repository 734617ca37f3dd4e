// The "Vistas" menu of a list: apply one of one's saved views, choose the grid's columns, save what
// the list shows under a name, and update, rename, mark as default or delete the view in use.
// Applying a view writes the address like the filters do (src/lib/use-list-view.ts), so reload,
// back and the record's back link keep it. The list opens with the default view when its address
// brings no view of its own. The menu and its dialogs (saved-views-menu-surface.tsx) load with its
// first opening; until then its button alone, with the view in use.
import { MenuButton, makeStyles } from '@fluentui/react-components';
import { Bookmark20Regular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Suspense, useState } from 'react';
import type { ListFilters } from '../list-view.ts';
import { onDemand, standInTrigger } from '../ui/on-demand.tsx';
import { activeViewsAtom } from './active-view.ts';
import type { SavedViewsMenuProps, SavedViewsMenuSurfaceType } from './saved-views-menu-props.ts';
import { savedViewQueries } from './queries.ts';
import { savedViewStrings as text } from './strings.ts';
import { isSameState, stateOfView } from './view-state.ts';

const useStyles = makeStyles({
  // A long view name must not push the other actions off a phone's row.
  label: { maxWidth: '22ch', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

const surface = onDemand(() =>
  import('./saved-views-menu-surface.tsx').then((module) => module.SavedViewsMenuSurface),
);
// lazy() loses the component's type parameters.
const Surface = surface.Component as unknown as SavedViewsMenuSurfaceType;

export function SavedViewsMenu<F extends ListFilters, S extends string>(props: SavedViewsMenuProps<F, S>) {
  const styles = useStyles();
  const { list, controls } = props;
  const views = useQuery(savedViewQueries.list(list)).data ?? [];
  const activeIds = useAtomValue(activeViewsAtom);
  const [isUsed, setUsed] = useState(false);

  // The view in use, as the menu names it (saved-views-menu-surface.tsx).
  const state = stateOfView(controls.view);
  const current =
    views.find((view) => isSameState(view.state, state)) ?? views.find((view) => view.id === activeIds[list]);
  const isModified = current !== undefined && !isSameState(current.state, state);
  const label = (
    <span className={styles.label}>{current ? text.menuWithView(current.name, isModified) : text.menu}</span>
  );
  const button = (extra: object) => (
    <MenuButton icon={<Bookmark20Regular />} {...extra}>
      {label}
    </MenuButton>
  );
  return isUsed ? (
    <Suspense fallback={button({})}>
      <Surface {...props} label={label} />
    </Suspense>
  ) : (
    button(standInTrigger(surface.preload, () => setUsed(true), 'menu'))
  );
}
