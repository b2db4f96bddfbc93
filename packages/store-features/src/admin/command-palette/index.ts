export { AdminCommandPalette } from './admin-command-palette';
