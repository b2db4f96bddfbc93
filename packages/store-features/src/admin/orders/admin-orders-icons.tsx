import { Icon, type IconProps } from '../../common/store-icons';

/* The orders list's glyphs, in the store's icon frame. */

export function EyeIcon(props: IconProps) {
  return (
    <Icon className="size-4 shrink-0" {...props}>
      <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" />
      <circle cx="12" cy="12" r="2.75" />
    </Icon>
  );
}

export function DownloadIcon(props: IconProps) {
  return (
    <Icon className="size-4 shrink-0" {...props}>
      <path d="M12 4v11M7.5 10.5 12 15l4.5-4.5M5 19.5h14" />
    </Icon>
  );
}

export function PrinterIcon(props: IconProps) {
  return (
    <Icon className="size-4 shrink-0" {...props}>
      <path d="M7 9V3.5h10V9M7 17H4.5v-7.5h15V17H17M7 14h10v6.5H7Z" />
    </Icon>
  );
}

export function StatusIcon(props: IconProps) {
  return (
    <Icon className="size-4 shrink-0" {...props}>
      <path d="M4 7.5h11M4 12h8M4 16.5h5M15.5 14l2.5 2.5 4-4.5" />
    </Icon>
  );
}
