export { Image, type ImageProps, type ImageSource, imageVariants } from './image';
