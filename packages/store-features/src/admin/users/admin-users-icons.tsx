import { Icon, type IconProps } from '../../common/store-icons';

/* The users list's glyphs, in the store's icon frame; decorative, as the text beside each one names it. */

export function ShieldIcon(props: IconProps) {
  return (
    <Icon className="size-4 shrink-0" {...props}>
      <path d="M12 3.5 5 6v5.5c0 4.2 2.9 7.7 7 9 4.1-1.3 7-4.8 7-9V6l-7-2.5Z" />
      <path d="m9 12 2.2 2.2L15.5 10" />
    </Icon>
  );
}
