import { Icon, type IconProps } from './icon';

/*
 * The admin screens' action glyphs, one drawing per idea: the category cards, the product form, the orders,
 * products and users lists and the order detail each drew their own Trash, Pencil, Printer... and now draw
 * these. Where two drawings of an idea differed, the one kept is the one that reads best at 16-20 px.
 * 24-unit grid, `md` (size-5) unless the caller picks a size (the lists' row buttons use `sm`).
 *
 * Only glyphs the shop does not draw: Rollup places a module in one chunk, with every export any chunk uses,
 * so one glyph of this module drawn by the shop would put them all in a shopper's first-visit chunk. Check and
 * Close, which the shop draws, are in store-icons.tsx.
 */

export function PlusIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 5v14M5 12h14" />
    </Icon>
  );
}

/** Edit. The ferrule line keeps it a pencil, not a stick, at 16 px. */
export function PencilIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 20h4L18.5 9.5a2.1 2.1 0 0 0-3-3L5 17v3Z" />
      <path d="m13.5 8.5 3 3" />
    </Icon>
  );
}

/** Delete, remove. */
export function TrashIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 7h16M10 11v6m4-6v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </Icon>
  );
}

/** View. */
export function EyeIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" />
      <circle cx="12" cy="12" r="2.75" />
    </Icon>
  );
}

/** Export, download. */
export function DownloadIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 4v11M7.5 10.5 12 15l4.5-4.5M5 19.5h14" />
    </Icon>
  );
}

export function PrinterIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M7 9V4h10v5M7 17H5a1.5 1.5 0 0 1-1.5-1.5v-5A1.5 1.5 0 0 1 5 9h14a1.5 1.5 0 0 1 1.5 1.5v5A1.5 1.5 0 0 1 19 17h-2" />
      <path d="M7 14h10v6H7z" />
    </Icon>
  );
}

/** Change status (a list with a tick). */
export function StatusIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 7.5h11M4 12h8M4 16.5h5M15.5 14l2.5 2.5 4-4.5" />
    </Icon>
  );
}

/** Move up. */
export function ArrowUpIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 19V5m-6 6 6-6 6 6" />
    </Icon>
  );
}

/** Move down. */
export function ArrowDownIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 5v14m6-6-6 6-6-6" />
    </Icon>
  );
}

/** Drag to reorder. */
export function GripIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="9" cy="6" r="1" />
      <circle cx="15" cy="6" r="1" />
      <circle cx="9" cy="12" r="1" />
      <circle cx="15" cy="12" r="1" />
      <circle cx="9" cy="18" r="1" />
      <circle cx="15" cy="18" r="1" />
    </Icon>
  );
}

/** An admin role. */
export function ShieldIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 3.5 5 6v5.5c0 4.2 2.9 7.7 7 9 4.1-1.3 7-4.8 7-9V6l-7-2.5Z" />
      <path d="m9 12 2.2 2.2L15.5 10" />
    </Icon>
  );
}
