export { AdminCouponsPage, type AdminCouponsPageProps } from './admin-coupons-page';
