import type { PublicUser } from '@aurora-store/api';
import { Container, LinkButton, Tab, TabList, TabPanel, Tabs } from '@aurora-store/ui';
import { EmailVerificationNotice } from '../email-verification';
import { OrdersTab } from './orders-tab';
import { ProfileTab } from './profile-tab';
import { SettingsTab } from './settings-tab';

export interface AccountPageProps {
  /** The signed-in user, or null: the page then asks the visitor to log in. */
  user: PublicUser | null;
  /** The profile or preferences were saved: the server's copy of the user, to store in place of the old. */
  onUserChange: (user: PublicUser) => void;
  /** The password was changed: every other session ended, and this token keeps this one signed in. */
  onTokenChange: (token: string) => void;
  /** The account was deleted: the app signs out and leaves the page. */
  onAccountDeleted: () => void;
}

/** The Account page (/profile): Profile, Orders and Settings tabs (spec section 2). */
export function AccountPage({ user, onUserChange, onTokenChange, onAccountDeleted }: AccountPageProps) {
  if (!user) return <SignedOutPrompt />;
  return (
    <Container as="main" size="md" className="flex flex-col gap-6 py-8 sm:py-12">
      <header className="flex flex-col gap-1">
        <h1 className="font-semibold text-3xl text-foreground">My Account</h1>
        <p className="text-muted">
          Signed in as <span className="break-words text-foreground">{user.email}</span>
        </p>
      </header>
      <EmailVerificationNotice user={user} />
      <Tabs defaultSelectedKey="profile">
        <TabList aria-label="Account sections" className="overflow-x-auto">
          <Tab id="profile">Profile</Tab>
          <Tab id="orders">Orders</Tab>
          <Tab id="settings">Settings</Tab>
        </TabList>
        {/* Keyed by the user, so a different account never inherits the last one's half-typed form. */}
        <TabPanel id="profile">
          <ProfileTab key={user._id} user={user} onUserChange={onUserChange} />
        </TabPanel>
        <TabPanel id="orders">
          <OrdersTab />
        </TabPanel>
        <TabPanel id="settings">
          <SettingsTab
            key={user._id}
            user={user}
            onUserChange={onUserChange}
            onTokenChange={onTokenChange}
            onAccountDeleted={onAccountDeleted}
          />
        </TabPanel>
      </Tabs>
    </Container>
  );
}

function SignedOutPrompt() {
  return (
    <Container
      as="main"
      size="sm"
      className="flex min-h-[50dvh] flex-col items-center justify-center gap-4 py-16 text-center"
    >
      <h1 className="font-semibold text-3xl text-foreground">Please Login</h1>
      <p className="max-w-sm text-muted">
        Log in to see your profile, your orders and your account settings.
      </p>
      <LinkButton href="/login">Login</LinkButton>
    </Container>
  );
}
