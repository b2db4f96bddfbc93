import { Icon, type IconProps } from './icon';

/*
 * The few glyphs the controls draw themselves, on the frame's 16-unit grid. They carry no size class: each
 * control sizes its glyph (`[&_svg]:size-4` and the like). Internal: not exported from any entry, the store's
 * glyphs are the ones in `./index.ts`.
 */
export function CheckIcon(props: IconProps) {
  return (
    <Icon grid={16} {...props}>
      <path d="m3.5 8.5 3 3 6-7" />
    </Icon>
  );
}

export function MinusIcon(props: IconProps) {
  return (
    <Icon grid={16} {...props}>
      <path d="M3.5 8h9" />
    </Icon>
  );
}

export function PlusIcon(props: IconProps) {
  return (
    <Icon grid={16} {...props}>
      <path d="M8 3.5v9M3.5 8h9" />
    </Icon>
  );
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <Icon grid={16} {...props}>
      <path d="m4 6 4 4 4-4" />
    </Icon>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <Icon grid={16} {...props}>
      <circle cx="7" cy="7" r="4.25" />
      <path d="m10.25 10.25 3.25 3.25" />
    </Icon>
  );
}

export function EyeIcon(props: IconProps) {
  return (
    <Icon grid={16} {...props}>
      <path d="M1.5 8s2.4-4.5 6.5-4.5S14.5 8 14.5 8s-2.4 4.5-6.5 4.5S1.5 8 1.5 8Z" />
      <circle cx="8" cy="8" r="2" />
    </Icon>
  );
}

export function EyeOffIcon(props: IconProps) {
  return (
    <Icon grid={16} {...props}>
      <path d="M6.6 3.65A6.7 6.7 0 0 1 8 3.5c4.1 0 6.5 4.5 6.5 4.5a11 11 0 0 1-1.7 2.25M4.3 4.3C2.5 5.5 1.5 8 1.5 8s2.4 4.5 6.5 4.5a6.5 6.5 0 0 0 3.7-1.15" />
      <path d="M6.6 6.6a2 2 0 0 0 2.8 2.8M2 2l12 12" />
    </Icon>
  );
}

export function XIcon(props: IconProps) {
  return (
    <Icon grid={16} {...props}>
      <path d="m4 4 8 8M12 4l-8 8" />
    </Icon>
  );
}

export function ChevronLeftIcon(props: IconProps) {
  return (
    <Icon grid={16} {...props}>
      <path d="m10 4-4 4 4 4" />
    </Icon>
  );
}

export function ChevronRightIcon(props: IconProps) {
  return (
    <Icon grid={16} {...props}>
      <path d="m6 4 4 4-4 4" />
    </Icon>
  );
}

export function AlertIcon(props: IconProps) {
  return (
    <Icon grid={16} {...props}>
      <path d="M8 1.75 14.75 13.5H1.25L8 1.75Z" />
      <path d="M8 6.25v3M8 11.5v.01" />
    </Icon>
  );
}

export function InfoIcon(props: IconProps) {
  return (
    <Icon grid={16} {...props}>
      <circle cx="8" cy="8" r="6.25" />
      <path d="M8 7.25v4M8 4.75v.01" />
    </Icon>
  );
}

export function ImageIcon(props: IconProps) {
  return (
    <Icon grid={16} {...props}>
      <rect x="1.75" y="2.75" width="12.5" height="10.5" rx="1.5" />
      <circle cx="5.5" cy="6.25" r="1.25" />
      <path d="m14.25 10.5-3.5-3.5-7.5 6.25" />
    </Icon>
  );
}
