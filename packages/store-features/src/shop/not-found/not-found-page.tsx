import { NotFoundMessage } from '../../common/not-found-message';

/** What any storefront path without a screen shows. */
export function NotFoundPage() {
  return (
    <main>
      <NotFoundMessage home={{ href: '/', label: 'Back to Home' }} />
    </main>
  );
}
