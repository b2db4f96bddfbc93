/** How a screen asks the app to go somewhere after an action; plain links use `href` instead. */
export interface NavigateOptions {
  /** Replace the current history entry (after login, or a redirect the back button should skip). */
  replace?: boolean;
  /** Navigation state the next screen reads, e.g. the placed order for the confirmation. */
  state?: unknown;
}

export type Navigate = (href: string, options?: NavigateOptions) => void;

/** A product's page (spec section 2, /product/{id}). */
export function productHref(productId: string): string {
  return `/product/${encodeURIComponent(productId)}`;
}
