export { AdminPanelPage } from './AdminPanelPage.tsx';
// The main view's test-post panel (features/test-posts) makes the same admin call.
export { adminApi } from './admin-api.ts';
export { adminFailureText, isAccessDenied } from './admin-failure.ts';
export { ADMIN_FAILED } from './admin-text.ts';
