import type { PublicUser } from '@aurora-store/api';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from '@aurora-store/ui';
import { accountLinks } from './shell-links';
import { UserMenuButton } from './user-menu-button';

export interface UserMenuProps {
  user: PublicUser;
  onLogout: () => void;
}

/**
 * The signed-in shopper's menu: Profile, My Orders, Logout. A menu in a popover is heavy, and a first visit is
 * signed out, so the header loads this module only for a signed-in shopper.
 */
export function UserMenu({ user, onLogout }: UserMenuProps) {
  return (
    <MenuTrigger>
      <UserMenuButton user={user} />
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
