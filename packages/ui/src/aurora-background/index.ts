export { AuroraBackground, type AuroraBackgroundProps } from './aurora-background';
