import { Badge } from '@fluentui/react-components';
import { MESSAGE_STATUS_LABELS, type MessageStatus } from '../../../../domain/messages.ts';

const COLORS = { SCHEDULED: 'informative', ACTIVE: 'success', EXPIRED: 'subtle' } as const;

export function MessageStatusBadge({ status }: { status: MessageStatus }) {
  return (
    <Badge appearance="tint" color={COLORS[status]}>
      {MESSAGE_STATUS_LABELS[status]}
    </Badge>
  );
}
