export { FeedArea } from './FeedArea.tsx';
