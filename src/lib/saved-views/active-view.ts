// The saved view last applied or saved on each list in this session, so the menu can offer to
// update it once the list on screen has moved away from it. Sign-out forgets it.
import type { SavedViewList } from '../../../domain/saved-views.ts';
import { sessionScopedAtom } from '../session.ts';

export const activeViewsAtom = sessionScopedAtom<Partial<Record<SavedViewList, number | null>>>(() => ({}));
