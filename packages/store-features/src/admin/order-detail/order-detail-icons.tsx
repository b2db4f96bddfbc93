import { Icon, type IconProps } from '../../common/store-icons';

/* The order detail's glyphs, in the store's icon frame. */

export function PrinterIcon(props: IconProps) {
  return (
    <Icon className="size-4 shrink-0" {...props}>
      <path d="M7 9V4h10v5M7 17H5a1.5 1.5 0 0 1-1.5-1.5v-5A1.5 1.5 0 0 1 5 9h14a1.5 1.5 0 0 1 1.5 1.5v5A1.5 1.5 0 0 1 19 17h-2" />
      <path d="M7 14h10v6H7z" />
    </Icon>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <Icon className="size-4 shrink-0" {...props}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </Icon>
  );
}

export function CrossIcon(props: IconProps) {
  return (
    <Icon className="size-4 shrink-0" {...props}>
      <path d="m7 7 10 10M17 7 7 17" />
    </Icon>
  );
}

export function LockIcon(props: IconProps) {
  return (
    <Icon className="size-3.5 shrink-0" {...props}>
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5" />
    </Icon>
  );
}
