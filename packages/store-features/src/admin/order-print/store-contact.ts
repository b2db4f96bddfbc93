/*
 * The store's own name and address, as printed on its invoices and packing slips. The contract has no store
 * address (the spec names none); these are the words the shopper footer's 'Contact Us' shows, so paper and
 * screen agree. Change them together with shell/footer.tsx.
 */

export const STORE_NAME = 'Aurora Store';
export const STORE_ADDRESS = ['100 Aurora Way', 'Portland, OR 97201', 'US'] as const;
export const STORE_EMAIL = 'support@aurora-store.example';
export const STORE_PHONE = '+1 (555) 014-2026';
