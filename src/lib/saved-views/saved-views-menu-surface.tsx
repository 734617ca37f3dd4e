// The "Vistas" menu itself (saved-views-menu.tsx), loaded with its first opening and open from its
// first drawing: apply one of one's saved views, choose the grid's columns, save what the list shows
// under a name, and update, rename, mark as default or delete the view in use.
import {
  Menu,
  MenuButton,
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuItemCheckbox,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import {
  ArrowSync20Regular,
  Bookmark20Regular,
  ColumnTriple20Regular,
  Delete20Regular,
  Rename20Regular,
  Save20Regular,
  Star16Filled,
  Star20Regular,
  StarOff20Regular,
} from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useRef, useState } from 'react';
import { LIST_COLUMNS } from '../../../domain/saved-views.ts';
import type { SavedView } from '../../../domain/saved-views-schemas.ts';
import { errorMessage, isApiError } from '../api-client.ts';
import type { ListFilters } from '../list-view.ts';
import { showToast } from '../toast.tsx';
import { ConfirmActionDialog } from '../ui/confirm-action-dialog.tsx';
import { PHONE_QUERY, useMediaQuery } from '../use-media-query.ts';
import { createSavedView, deleteSavedView, updateSavedView } from './api.ts';
import { activeViewsAtom } from './active-view.ts';
import { savedViewQueries, savedViewsChanged } from './queries.ts';
import { savedViewStrings as text } from './strings.ts';
import { isSameState, stateOfView, viewOfState } from './view-state.ts';
import type { SavedViewsMenuSurfaceProps } from './saved-views-menu-props.ts';
import { ViewNameDialog } from './view-name-dialog.tsx';

type Dialog = 'save' | 'rename' | 'delete' | null;

export function SavedViewsMenuSurface<F extends ListFilters, S extends string>({
  list,
  controls,
  columnLabels,
  label,
}: SavedViewsMenuSurfaceProps<F, S>) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const query = useQuery(savedViewQueries.list(list));
  const views = query.data ?? [];
  const isPhone = useMediaQuery(PHONE_QUERY);
  const [activeIds, setActiveIds] = useAtom(activeViewsAtom);
  const [dialog, setDialog] = useState<Dialog>(null);

  const state = stateOfView(controls.view);
  // The view in use: the one the list shows exactly, else the one last applied or saved here,
  // now changed on screen.
  const current =
    views.find((view) => isSameState(view.state, state)) ?? views.find((view) => view.id === activeIds[list]);
  const isModified = current !== undefined && !isSameState(current.state, state);
  const [locked, ...hideable] = LIST_COLUMNS[list];
  const shown = hideable.filter((column) => !controls.view.hidden?.includes(column));

  function remember(id: number | null) {
    setActiveIds((ids) => ({ ...ids, [list]: id }));
  }
  function apply(view: SavedView) {
    remember(view.id);
    controls.show(viewOfState(view.state, controls.view));
  }
  const closeDialog = () => {
    setDialog(null);
    // The menu item that opened the dialog is gone: focus returns to the menu's button.
    requestAnimationFrame(() => triggerRef.current?.focus());
  };
  const changed = async (message: string) => {
    showToast({ severity: 'success', summary: message });
    await savedViewsChanged(list);
  };
  const change = async (
    view: SavedView,
    body: Parameters<typeof updateSavedView>[1],
    message: (name: string) => string,
  ) => {
    try {
      const saved = await updateSavedView(view.id, { ...body, version: view.version });
      await changed(message(saved.name));
    } catch (error) {
      showToast({ severity: 'error', summary: 'Error', detail: errorMessage(error) });
      // Changed elsewhere meanwhile (another tab): the menu shows the current views.
      if (isApiError(error) && error.code === 'RECORD_CHANGED') await savedViewsChanged(list);
    }
  };

  return (
    <>
      <Menu defaultOpen>
        <MenuTrigger disableButtonEnhancement>
          <MenuButton ref={triggerRef} icon={<Bookmark20Regular />}>
            {label}
          </MenuButton>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuGroup>
              <MenuGroupHeader>{text.mine}</MenuGroupHeader>
              {query.isError ? <MenuItem disabled>{text.loadFailed}</MenuItem> : null}
              {query.isSuccess && views.length === 0 ? <MenuItem disabled>{text.none}</MenuItem> : null}
              {views.map((view) => (
                <MenuItem
                  key={view.id}
                  icon={view.isDefault ? <Star16Filled aria-label={text.isDefault} /> : <span />}
                  secondaryContent={view.isDefault ? text.isDefault : undefined}
                  onClick={() => apply(view)}
                >
                  {view.name}
                </MenuItem>
              ))}
            </MenuGroup>
            <MenuDivider />
            {/* On a phone the columns open below their item: beside it they would cover the whole menu. */}
            <Menu
              positioning={isPhone ? { position: 'below', align: 'end' } : undefined}
              checkedValues={{ columns: shown }}
              onCheckedValueChange={(_, data) =>
                controls.setHidden(hideable.filter((column) => !data.checkedItems.includes(column)))
              }
            >
              <MenuTrigger disableButtonEnhancement>
                <MenuItem icon={<ColumnTriple20Regular />}>{text.columns}</MenuItem>
              </MenuTrigger>
              <MenuPopover>
                <MenuList aria-label={text.columnsLabel}>
                  <MenuItemCheckbox name="locked" value={locked} disabled secondaryContent={text.alwaysShown}>
                    {columnLabels[locked]}
                  </MenuItemCheckbox>
                  {hideable.map((column) => (
                    <MenuItemCheckbox key={column} name="columns" value={column}>
                      {columnLabels[column] ?? column}
                    </MenuItemCheckbox>
                  ))}
                </MenuList>
              </MenuPopover>
            </Menu>
            <MenuDivider />
            <MenuItem icon={<Save20Regular />} onClick={() => setDialog('save')}>
              {text.save}
            </MenuItem>
            {current ? (
              <>
                <MenuItem
                  icon={<ArrowSync20Regular />}
                  disabled={!isModified}
                  onClick={() => void change(current, { state }, text.updated)}
                >
                  {text.update(current.name)}
                </MenuItem>
                <MenuItem icon={<Rename20Regular />} onClick={() => setDialog('rename')}>
                  {text.rename(current.name)}
                </MenuItem>
                <MenuItem
                  icon={current.isDefault ? <StarOff20Regular /> : <Star20Regular />}
                  onClick={() =>
                    void change(
                      current,
                      { isDefault: !current.isDefault },
                      current.isDefault ? text.noDefault : text.nowDefault,
                    )
                  }
                >
                  {current.isDefault ? text.unmarkDefault(current.name) : text.markDefault(current.name)}
                </MenuItem>
                <MenuItem icon={<Delete20Regular />} onClick={() => setDialog('delete')}>
                  {text.delete(current.name)}
                </MenuItem>
              </>
            ) : null}
          </MenuList>
        </MenuPopover>
      </Menu>
      {dialog === 'save' ? (
        <ViewNameDialog
          mode="save"
          initialName=""
          onClose={closeDialog}
          onSubmit={async (name, isDefault) => {
            const saved = await createSavedView({ list, name, state, isDefault } as Parameters<
              typeof createSavedView
            >[0]);
            remember(saved.id);
            closeDialog();
            await changed(text.saved(saved.name));
          }}
        />
      ) : null}
      {dialog === 'rename' && current ? (
        <ViewNameDialog
          mode="rename"
          initialName={current.name}
          onClose={closeDialog}
          onSubmit={async (name) => {
            const saved = await updateSavedView(current.id, { name, version: current.version });
            closeDialog();
            await changed(text.renamed(saved.name));
          }}
        />
      ) : null}
      {current ? (
        <ConfirmActionDialog
          isOpen={dialog === 'delete'}
          onOpenChange={(open) => (open ? setDialog('delete') : closeDialog())}
          title={text.deleteTitle}
          body={text.deleteBody(current.name)}
          confirmLabel={text.deleteConfirm}
          busyLabel={text.deleting}
          failureTitle={text.deleteFailed}
          action={async () => {
            await deleteSavedView(current.id);
            remember(null);
            await changed(text.deleted(current.name));
          }}
        />
      ) : null}
    </>
  );
}
