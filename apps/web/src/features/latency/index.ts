import './latency.css';

export { LatencyProvider } from './context.tsx';
export {
  createLatencyController,
  type LatencyController,
  type TimedPost,
} from './controller.ts';
export { LatencyReadout } from './LatencyReadout.tsx';
export { PostAge } from './PostAge.tsx';
