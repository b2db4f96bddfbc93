import { HomePage, NotFoundPage } from '@aurora-store/store-features';
import { createBrowserRouter } from 'react-router-dom';
import { RootLayout } from './routes/root-layout';

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
