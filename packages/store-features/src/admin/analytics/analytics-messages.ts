/* The analytics screen's words: the spec gives the panels' names (section 2, Admin analytics), these are ours. */
export const LOAD_ANALYTICS_FAILED = 'Failed to load analytics';
export const EXPORT_SALES_FAILED = 'Failed to export the sales report';
export const LOAD_PRODUCT_PERFORMANCE_FAILED = 'Failed to load product performance';
export const LOAD_CUSTOMER_INSIGHTS_FAILED = 'Failed to load customer insights';
