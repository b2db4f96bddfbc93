/*
 * The three widths every screen must hold (issue 6). The options are declared in .storybook/preview.tsx; the
 * story test runner sizes the browser to the story's viewport, so a story at 375 px is tested at 375 px.
 */
export const mobile = { globals: { viewport: { value: 'mobile', isRotated: false } } };
export const tablet = { globals: { viewport: { value: 'tablet', isRotated: false } } };
export const desktop = { globals: { viewport: { value: 'desktop', isRotated: false } } };
