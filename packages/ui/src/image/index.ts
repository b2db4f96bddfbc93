export { Image, type ImageProps, imageVariants } from './image';
