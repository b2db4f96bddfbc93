/* The analytics screen's words: the spec gives the panels' names (section 2, Admin analytics), these are ours. */
export const LOAD_ANALYTICS_FAILED = 'Failed to load analytics';
export const EXPORT_SALES_FAILED = 'Failed to export the sales report';
