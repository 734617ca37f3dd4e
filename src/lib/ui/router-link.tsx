// A Fluent link that navigates inside the app (no page reload) and still is a real <a href>,
// so it can be opened in a new tab and read by screen readers as a link.
import { Link } from '@fluentui/react-components';
import type { MouseEvent, ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

export interface RouterLinkProps {
  to: string;
  children: ReactNode;
  replace?: boolean;
  className?: string;
}

export function RouterLink({ to, children, replace = false, className }: RouterLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace });
  return (
    <Link
      href={href}
      className={className}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        navigate(event);
      }}
    >
      {children}
    </Link>
  );
}
