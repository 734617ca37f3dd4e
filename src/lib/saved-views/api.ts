// The saved views API (server/modules/saved-views): one's own views of a list, saved, changed and
// deleted. A shared piece: the sales, DKbono and customer lists all use it.
import type { SavedViewList } from '../../../domain/saved-views.ts';
import type { CreateSavedView, SavedView, UpdateSavedView } from '../../../domain/saved-views-schemas.ts';
import { apiDelete, apiGet, apiPost, http } from '../api-client.ts';
import { SAVED_VIEWS_URL } from './urls.ts';

export function listSavedViews(list: SavedViewList): Promise<SavedView[]> {
  return apiGet<SavedView[]>(SAVED_VIEWS_URL, { list });
}

export function createSavedView(body: CreateSavedView): Promise<SavedView> {
  return apiPost<SavedView>(SAVED_VIEWS_URL, body);
}

export async function updateSavedView(id: number, body: UpdateSavedView): Promise<SavedView> {
  const response = await http.patch<{ data: SavedView }>(`${SAVED_VIEWS_URL}/${id}`, body);
  return response.data.data;
}

export function deleteSavedView(id: number): Promise<{ ok: true }> {
  return apiDelete<{ ok: true }>(`${SAVED_VIEWS_URL}/${id}`);
}
