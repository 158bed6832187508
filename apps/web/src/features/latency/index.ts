import './latency.css';

export { AgeTooltip } from './AgeTooltip.tsx';
export { LatencyProvider } from './context.tsx';
export {
  createLatencyController,
  type LatencyController,
  type TimedPost,
} from './controller.ts';
export { LatencyReadout } from './LatencyReadout.tsx';
export { PostAge } from './PostAge.tsx';
