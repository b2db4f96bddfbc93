export { formatPrice } from './format-price';
