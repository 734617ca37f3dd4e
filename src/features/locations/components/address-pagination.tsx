// The pagination of a locations list whose page and size live in the address: the first page and
// the default size stay out of it, and a new size starts again from the first page.
import type { PageMeta } from '../../../../domain/pagination.ts';
import { ListPagination } from '../../../lib/ui/list-pagination.tsx';
import type { PageSize } from '../../../lib/ui/ui-strings.ts';

export interface AddressPaginationProps {
  meta: PageMeta;
  size: PageSize;
  defaultSize: PageSize;
  onParamsChange: (patch: { page?: number; size?: PageSize }) => void;
}

export function AddressPagination({ meta, size, defaultSize, onParamsChange }: AddressPaginationProps) {
  return (
    <ListPagination
      meta={meta}
      page={meta.page}
      size={size}
      onPageChange={(next) => onParamsChange({ page: next === 1 ? undefined : next })}
      onSizeChange={(next) =>
        onParamsChange({ size: next === defaultSize ? undefined : next, page: undefined })
      }
    />
  );
}
