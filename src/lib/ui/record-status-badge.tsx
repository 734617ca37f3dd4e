// The status of a sale or a Dkbono as a coloured badge with its Spanish label, wherever one is listed
// (the sale and DKbono lists and records, a customer's records).
import { Badge, type BadgeProps } from '@fluentui/react-components';
import {
  SALE_STATUS_LABELS,
  VOUCHER_STATUS_LABELS,
  type SaleStatus,
  type VoucherStatus,
} from '../../../domain/sales.ts';

const SALE_COLORS: Record<SaleStatus, BadgeProps['color']> = { ACTIVE: 'success', CANCELLED: 'danger' };
const VOUCHER_COLORS: Record<VoucherStatus, BadgeProps['color']> = {
  PENDING: 'warning',
  PARTIAL: 'informative',
  PAID: 'success',
  // Redeemed is done, not an alarm: not the brand's red, which reads as an error.
  REDEEMED: 'important',
  CANCELLED: 'danger',
};

export function SaleStatusBadge({ status }: { status: SaleStatus }) {
  return (
    <Badge appearance="tint" shape="rounded" color={SALE_COLORS[status]}>
      {SALE_STATUS_LABELS[status]}
    </Badge>
  );
}

export function VoucherStatusBadge({ status }: { status: VoucherStatus }) {
  return (
    <Badge appearance="tint" shape="rounded" color={VOUCHER_COLORS[status]}>
      {VOUCHER_STATUS_LABELS[status]}
    </Badge>
  );
}
