export { Switch, type SwitchProps, switchThumbVariants, switchTrackVariants, switchVariants } from './switch';
