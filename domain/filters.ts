// List filters drop null or empty values and trim strings (docs/requirements.md §5), on both sides of the wire.
export type FilterValue = string | number | boolean | null | undefined;

export function cleanFilters<T extends Record<string, FilterValue>>(
  filters: T,
): Partial<Record<keyof T, string | number | boolean>> {
  const clean: Partial<Record<keyof T, string | number | boolean>> = {};
  for (const key of Object.keys(filters) as (keyof T)[]) {
    const value = filters[key];
    if (value === null || value === undefined) continue;
    if (typeof value === 'string') {
      const trimmed = value.trim();
      if (trimmed === '') continue;
      clean[key] = trimmed;
    } else if (typeof value === 'number' && Number.isNaN(value)) {
      continue;
    } else {
      clean[key] = value;
    }
  }
  return clean;
}
