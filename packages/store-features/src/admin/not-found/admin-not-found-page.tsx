import { NotFoundMessage } from '../../common/not-found-message';

/**
 * What an unknown /admin/... path shows, inside the admin layout (which holds the page's main landmark), with
 * the way back to the dashboard rather than to the storefront.
 */
export function AdminNotFoundPage() {
  return <NotFoundMessage home={{ href: '/admin', label: 'Back to Dashboard' }} />;
}
