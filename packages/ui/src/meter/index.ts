export { type BarTone, barFillVariants, barTrackStyles, Meter, type MeterProps } from './meter';
