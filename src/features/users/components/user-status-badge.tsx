// The status of an account as a coloured badge with its Spanish label.
import { Badge, type BadgeProps } from '@fluentui/react-components';
import { USER_STATUS_LABELS, type UserStatus } from '../../../../domain/users.ts';

const COLORS: Record<UserStatus, BadgeProps['color']> = {
  PENDING: 'warning',
  ACTIVE: 'success',
  DISABLED: 'subtle',
  REJECTED: 'danger',
};

export function UserStatusBadge({ status }: { status: UserStatus }) {
  return (
    <Badge appearance="tint" shape="rounded" color={COLORS[status]}>
      {USER_STATUS_LABELS[status]}
    </Badge>
  );
}
