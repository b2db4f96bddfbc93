import type { PublicUser } from '@aurora-store/api';
import { Button, Menu, MenuItem, MenuSeparator, MenuTrigger } from '@aurora-store/ui';
import { ChevronIcon, UserIcon } from '../store-icons';
import { accountLinks } from './shell-links';

export interface UserMenuProps {
  user: PublicUser;
  onLogout: () => void;
}

/** The signed-in shopper's menu: Profile, My Orders, Logout. */
export function UserMenu({ user, onLogout }: UserMenuProps) {
  return (
    <MenuTrigger>
      <Button variant="ghost" className="gap-2 px-3">
        <UserIcon />
        <span className="sr-only">Account menu for </span>
        <span className="max-w-32 truncate">{user.firstName}</span>
        <ChevronIcon className="size-4 text-muted" />
      </Button>
      <Menu placement="bottom end">
        {accountLinks.map((link) => (
          <MenuItem key={link.href} id={link.href} href={link.href}>
            {link.label}
          </MenuItem>
        ))}
        <MenuSeparator />
        <MenuItem id="logout" onAction={onLogout}>
          Logout
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}
