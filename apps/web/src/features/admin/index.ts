export { AdminPanelPage } from './AdminPanelPage.tsx';
