export { tagVariants } from './chip-look';
export { Tag, TagGroup, type TagGroupProps } from './tag-group';
