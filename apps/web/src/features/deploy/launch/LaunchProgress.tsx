import { useDeploy } from '../context.tsx';
import { DEPLOY_TEXT } from '../strings.ts';
import { progressLine } from './launch-progress.ts';
import './launch-progress.css';

/** The stages the launch in flight has reached on the server, with their times (ours). */
export function LaunchProgress() {
  const progress = useDeploy((state) => state.progress);
  if (!progress || (progress.stages.length === 0 && !progress.failed)) return null;
  return (
    <p
      className="deploy-progress"
      role="status"
      aria-label={DEPLOY_TEXT.launchProgress}
      data-failed={progress.failed ?? false}
    >
      {progressLine(progress.stages, progress.failed)}
    </p>
  );
}
