// Whether a product is offered for sale, as a badge.
import { Badge } from '@fluentui/react-components';
import { productStrings } from '../strings.ts';

export function EnabledBadge({ enabled }: { enabled: boolean }) {
  return (
    <Badge appearance="tint" shape="rounded" color={enabled ? 'success' : 'subtle'}>
      {enabled ? productStrings.state.enabled : productStrings.state.disabled}
    </Badge>
  );
}
