import { Icon, type IconProps } from '../../common/store-icons';

/* The products list's row glyphs, in the store's icon frame. */

export function PencilIcon(props: IconProps) {
  return (
    <Icon className="size-4 shrink-0" {...props}>
      <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L8 18l-4 1 1-4Z" />
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

export function CloseIcon(props: IconProps) {
  return (
    <Icon className="size-4 shrink-0" {...props}>
      <path d="M6 6l12 12M18 6 6 18" />
    </Icon>
  );
}

export function EyeIcon(props: IconProps) {
  return (
    <Icon className="size-4 shrink-0" {...props}>
      <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" />
      <circle cx="12" cy="12" r="2.75" />
    </Icon>
  );
}

export function TrashIcon(props: IconProps) {
  return (
    <Icon className="size-4 shrink-0" {...props}>
      <path d="M4.5 6.5h15M9.5 6.5V4.5h5v2M6.5 6.5l1 13h9l1-13M10 10.5v5.5M14 10.5v5.5" />
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

export function PlusIcon(props: IconProps) {
  return (
    <Icon className="size-4 shrink-0" {...props}>
      <path d="M12 5v14M5 12h14" />
    </Icon>
  );
}
