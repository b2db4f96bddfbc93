export { CommandPalette, type CommandPaletteProps } from './command-palette';
