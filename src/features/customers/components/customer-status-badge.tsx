// The status of a customer as a coloured badge with its Spanish label.
import { Badge, type BadgeProps } from '@fluentui/react-components';
import { CLIENT_STATUS_LABELS, type ClientStatus } from '../../../../domain/customers.ts';

const COLORS: Record<ClientStatus, BadgeProps['color']> = {
  PENDING: 'warning',
  ACTIVE: 'success',
  INACTIVE: 'subtle',
};

export function CustomerStatusBadge({ status }: { status: ClientStatus }) {
  return (
    <Badge appearance="tint" shape="rounded" color={COLORS[status]}>
      {CLIENT_STATUS_LABELS[status]}
    </Badge>
  );
}
