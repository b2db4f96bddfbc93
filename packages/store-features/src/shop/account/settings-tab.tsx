import type { PublicUser } from '@aurora-store/api';
import { AccountSection } from './account-section';
import { ChangePasswordDialog } from './change-password-dialog';
import { DeleteAccountDialog } from './delete-account-dialog';
import { NotificationPreferencesSection } from './notification-preferences';

export interface SettingsTabProps {
  user: PublicUser;
  onUserChange: (user: PublicUser) => void;
  onTokenChange: (token: string) => void;
  onAccountDeleted: () => void;
}

/** Email notifications, the password, and deleting the account in a Danger Zone (spec section 2). */
export function SettingsTab({ user, onUserChange, onTokenChange, onAccountDeleted }: SettingsTabProps) {
  return (
    <div className="flex flex-col gap-6">
      <NotificationPreferencesSection user={user} onUserChange={onUserChange} />
      <AccountSection
        title="Password"
        description="Change the password you sign in with."
        action={<ChangePasswordDialog onTokenChange={onTokenChange} />}
      />
      <AccountSection
        title="Danger Zone"
        tone="danger"
        description="Deleting your account erases your personal details for good."
        action={<DeleteAccountDialog onAccountDeleted={onAccountDeleted} />}
      />
    </div>
  );
}
