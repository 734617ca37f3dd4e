// Whether a partner is active, as a coloured badge.
import { Badge } from '@fluentui/react-components';
import { partnerStrings } from '../strings.ts';

export function PartnerStatusBadge({ active }: { active: boolean }) {
  return (
    <Badge appearance="tint" shape="rounded" color={active ? 'success' : 'subtle'}>
      {active ? partnerStrings.status.active : partnerStrings.status.inactive}
    </Badge>
  );
}
