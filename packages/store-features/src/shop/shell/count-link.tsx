import { Badge, LinkButton } from '@aurora-store/ui';
import type { ReactNode } from 'react';
import { countLabel } from './shell-rules';

export interface CountLinkProps {
  href: string;
  /** What the link opens ('Cart'); its accessible name adds the count. */
  name: string;
  count: number;
  icon: ReactNode;
}

/** An icon link with a count badge; the badge is hidden from screen readers, as the name already says it. */
export function CountLink({ href, name, count, icon }: CountLinkProps) {
  return (
    <LinkButton
      href={href}
      variant="ghost"
      size="icon"
      aria-label={countLabel(name, count)}
      className="relative size-9 sm:size-10"
    >
      {icon}
      {count > 0 && (
        <Badge
          aria-hidden="true"
          className="-end-1 -top-1 absolute min-w-5 justify-center border-primary bg-primary px-1.5 text-on-primary tabular-nums"
        >
          {count}
        </Badge>
      )}
    </LinkButton>
  );
}
