import { useDeploy } from './context.tsx';
import { progressLine } from './launch-progress.ts';
import { DEPLOY_TEXT } from './strings.ts';

/** The stages the launch in flight has reached on the server, with their times (ours). */
export function LaunchProgress() {
  const stages = useDeploy((state) => state.progress?.stages);
  if (!stages || stages.length === 0) return null;
  return (
    <p className="deploy-progress" role="status" aria-label={DEPLOY_TEXT.launchProgress}>
      {progressLine(stages)}
    </p>
  );
}
