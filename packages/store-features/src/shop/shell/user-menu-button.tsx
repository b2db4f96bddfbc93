import type { PublicUser } from '@aurora-store/api';
import { Button } from '@aurora-store/ui';
import { ChevronIcon, UserIcon } from '@aurora-store/ui/icons';

/** The user menu's trigger: the shopper's first name, named for screen readers as the account menu. */
export function UserMenuButton({ user }: { user: PublicUser }) {
  return (
    <Button variant="ghost" className="gap-2 px-3">
      <UserIcon />
      <span className="sr-only">Account menu for </span>
      <span className="max-w-32 truncate">{user.firstName}</span>
      <ChevronIcon className="size-4 text-muted" />
    </Button>
  );
}
