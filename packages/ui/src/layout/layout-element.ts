/** The elements a layout helper may render as, so a list of cards can be a real `ul`. */
export type LayoutElement =
  | 'div'
  | 'section'
  | 'main'
  | 'header'
  | 'footer'
  | 'nav'
  | 'aside'
  | 'ul'
  | 'ol'
  | 'li';
