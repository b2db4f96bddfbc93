export { Container, type ContainerProps, containerVariants } from './container';
export { Grid, type GridProps, gridVariants } from './grid';
export type { LayoutElement } from './layout-element';
export { Stack, type StackProps, stackVariants } from './stack';
