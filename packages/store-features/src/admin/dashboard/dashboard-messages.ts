/** Spec section 8, Admin: the dashboard's one message. */
export const LOAD_DASHBOARD_FAILED_MESSAGE = 'Failed to load dashboard data';
