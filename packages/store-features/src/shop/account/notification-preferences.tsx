import {
  type NotificationPreferences,
  PREFERENCES_UPDATED_MESSAGE,
  type PublicUser,
} from '@aurora-store/api';
import { Button, Checkbox } from '@aurora-store/ui';
import { type FormEvent, useState } from 'react';
import { useApiClient } from '../../common/api-client';
import { failureMessage } from '../../common/failure-message';
import { useToasts } from '../../common/toasts';
import { PREFERENCES_UPDATE_FAILED } from './account-messages';
import { AccountSection } from './account-section';

export interface NotificationPreferencesProps {
  user: PublicUser;
  onUserChange: (user: PublicUser) => void;
}

/** The spec's three email checkboxes in the order it lists them; their defaults are the server's. */
const preferenceLabels: ReadonlyArray<[keyof NotificationPreferences, string]> = [
  ['orderUpdates', 'Order updates'],
  ['promotions', 'Promotional emails'],
  ['newProducts', 'New product announcements'],
];

/** The choices as one comparable value: a new user object with the same choices changes nothing. */
function preferencesKey(preferences: NotificationPreferences): string {
  return preferenceLabels.map(([key]) => `${key}:${preferences[key]}`).join(',');
}

/** The email notification choices, saved together with one press. */
export function NotificationPreferencesSection({ user, onUserChange }: NotificationPreferencesProps) {
  const client = useApiClient();
  const toasts = useToasts();
  const [preferences, setPreferences] = useState<NotificationPreferences>(user.preferences);
  // The server's copy can change while the page is open (an unsubscribe link pressed, the profile read again
  // on load): the boxes then follow it, rather than show, and save back, what was true before.
  const serverCopy = preferencesKey(user.preferences);
  const [shownCopy, setShownCopy] = useState(serverCopy);
  if (serverCopy !== shownCopy) {
    setShownCopy(serverCopy);
    setPreferences(user.preferences);
  }
  const [isSaving, setSaving] = useState(false);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaving(true);
    try {
      const answer = await client.updatePreferences(preferences);
      onUserChange(answer.data.user);
      toasts.success(answer.message ?? PREFERENCES_UPDATED_MESSAGE);
    } catch (error) {
      toasts.error(failureMessage(error, PREFERENCES_UPDATE_FAILED));
    } finally {
      setSaving(false);
    }
  };

  return (
    <AccountSection title="Email Notifications" description="Choose which emails we send you.">
      <form onSubmit={save} className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-3">
          <legend className="sr-only">Email notifications</legend>
          {preferenceLabels.map(([key, label]) => (
            <Checkbox
              key={key}
              isSelected={preferences[key]}
              onChange={(isSelected) => setPreferences((current) => ({ ...current, [key]: isSelected }))}
            >
              {label}
            </Checkbox>
          ))}
        </fieldset>
        <div>
          <Button type="submit" variant="secondary" isPending={isSaving}>
            Save Preferences
          </Button>
        </div>
      </form>
    </AccountSection>
  );
}
