// The record id of a route parameter (`/form/:id`): a positive whole number, or null for anything
// else, so a typed address like /form/abc shows "not found" instead of asking the API.
export function recordIdOf(param: string | undefined): number | null {
  if (!param || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
