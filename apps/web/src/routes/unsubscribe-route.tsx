import { UnsubscribePage } from '@aurora-store/store-features';
import { useAtomValue, useSetAtom } from 'jotai';
import { useSearchParams } from 'react-router-dom';
import { apiClient } from '../api-client';
import { tokenAtom, userAtom } from '../state/session-atoms';

/** The link in every mail that is not about security carries the token: /unsubscribe?token=... */
export function Component() {
  const [params] = useSearchParams();
  const token = useAtomValue(tokenAtom);
  const setUser = useSetAtom(userAtom);
  // The preference changed on the server, maybe the signed-in shopper's own: their profile is read again, so
  // the account page opened next shows the box unticked rather than the copy from before.
  const refreshSignedInUser = () => {
    if (!token) return;
    apiClient.me().then(
      (answer) => setUser(answer.data.user),
      () => undefined,
    );
  };
  return <UnsubscribePage token={params.get('token')} onUnsubscribed={refreshSignedInUser} />;
}
