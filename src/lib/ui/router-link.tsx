// A Fluent link that navigates inside the app (no page reload) and still is a real <a href>,
// so it can be opened in a new tab and read by screen readers as a link; it may fetch the
// record it leads to ahead of the click.
import { Link } from '@fluentui/react-components';
import type { MouseEvent, ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

export interface RouterLinkProps {
  to: string;
  children: ReactNode;
  replace?: boolean;
  className?: string;
  /**
   * Called when the link is about to be followed (pointer over it, keyboard focus, a touch):
   * where a record's data is fetched ahead, so its page opens from the cache.
   */
  prefetch?: () => void;
}

export function RouterLink({ to, children, replace = false, className, prefetch }: RouterLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace });
  return (
    <Link
      href={href}
      className={className}
      onMouseEnter={prefetch}
      onFocus={prefetch}
      onTouchStart={prefetch}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        navigate(event);
      }}
    >
      {children}
    </Link>
  );
}
