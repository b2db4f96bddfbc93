export { AdminLayout, type AdminLayoutProps } from './admin-layout';
export { type AdminSection, adminSections, currentAdminSection } from './admin-sections';
