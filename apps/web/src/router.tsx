import { NotFoundPage } from '@aurora-store/store-features';
import { createBrowserRouter } from 'react-router-dom';
import { HomeRoute } from './routes/home-route';
import { RootLayout } from './routes/root-layout';

/*
 * The shopper routes of spec section 2, inside the shared header and footer. Home is in the first download;
 * every other screen is its own chunk, fetched when its route opens, so a first visit pays only for /.
 */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <HomeRoute /> },
      { path: '/products', lazy: () => import('./routes/products-route') },
      { path: '/product/:id', lazy: () => import('./routes/product-route') },
      { path: '/cart', lazy: () => import('./routes/cart-route') },
      { path: '/checkout', lazy: () => import('./routes/checkout-route') },
      { path: '/profile', lazy: () => import('./routes/account-route') },
      { path: '/login', lazy: () => import('./routes/login-route') },
      { path: '/register', lazy: () => import('./routes/register-route') },
      { path: '/forgot-password', lazy: () => import('./routes/forgot-password-route') },
      { path: '/reset-password', lazy: () => import('./routes/reset-password-route') },
      { path: '/orders', lazy: () => import('./routes/my-orders-route') },
      { path: '/order-confirmation/:orderId?', lazy: () => import('./routes/order-confirmation-route') },
      { path: '/order/:id', lazy: () => import('./routes/order-detail-route') },
      { path: '/wishlist', lazy: () => import('./routes/wishlist-route') },
      { path: '/comparison', lazy: () => import('./routes/comparison-route') },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
