export { Tag, TagGroup, type TagGroupProps, tagVariants } from './tag-group';
