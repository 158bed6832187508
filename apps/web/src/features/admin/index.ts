import { lazy } from 'react';

/**
 * The admin page is loaded only when the admin opens it: its tabs, query cache and virtual
 * lists stay out of the bundle every trader downloads before seeing the feed.
 */
export const AdminPanelPage = lazy(() =>
  import('./AdminPanelPage.tsx').then((page) => ({ default: page.AdminPanelPage })),
);
// The main view's test-post panel (features/test-posts) makes the same admin call.
export { adminApi } from './admin-api.ts';
export { adminFailureText, isAccessDenied } from './admin-failure.ts';
export { ADMIN_FAILED } from './admin-text.ts';
