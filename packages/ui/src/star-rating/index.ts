export {
  MAX_STARS,
  StarRating,
  type StarRatingProps,
  type StarSize,
  starRatingVariants,
} from './star-rating';
export { StarRatingInput, type StarRatingInputProps } from './star-rating-input';
