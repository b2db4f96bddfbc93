export { CommandPalette, CommandPaletteAwaited, type CommandPaletteProps } from './command-palette';
