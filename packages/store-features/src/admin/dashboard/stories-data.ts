import { ADMIN_DASHBOARD_PATH, type AdminDashboardResponse, ORDER_STATUSES } from '@aurora-store/api';
import { adminAnswers } from '../../common/story-support/fixtures';

export const DASHBOARD_ROUTE = `GET ${ADMIN_DASHBOARD_PATH}`;

/** The demo store's dashboard, as our server answered it. */
export const recordedDashboard = adminAnswers.dashboard;

const recorded = recordedDashboard.data;

/** A store with products but nothing sold, ordered or running low. */
export const emptyDashboard: AdminDashboardResponse = {
  success: true,
  data: {
    stats: { totalProducts: 0, totalUsers: 1, totalOrders: 0, totalRevenue: 0 },
    recentOrders: [],
    lowStockProducts: [],
    topSellingProducts: [],
  },
};

/** The recorded newest orders, one in each status, so every badge colour of spec section 4 shows. */
export const everyStatusDashboard: AdminDashboardResponse = {
  ...recordedDashboard,
  data: {
    ...recorded,
    recentOrders: recorded.recentOrders.map((order, index) => ({
      ...order,
      status: ORDER_STATUSES[index % ORDER_STATUSES.length] ?? order.status,
    })),
  },
};
