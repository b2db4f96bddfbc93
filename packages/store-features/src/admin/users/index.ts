export { AdminUsersPage, type AdminUsersPageProps } from './admin-users-page';
