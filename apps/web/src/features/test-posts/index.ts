export { TEST_POSTS_TEXT, TestPostPanel } from './TestPostPanel.tsx';
