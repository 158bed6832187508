import type { LaunchStages } from '@launchdeck/protocol';
import { formatMs } from '../deploy/index.ts';
import { LAUNCHES_TEXT, STAGE_NAMES } from './launches-text.ts';
import { stageSteps } from './stages.ts';
import './stage-timeline.css';

/**
 * The stages a launch passed on the server with their milliseconds (issue 32): a bar split by
 * each stage's share of the time, then each stage with when it was reached and how long it took.
 * An auto-launch's (issue 53, `fromPost`) count from the post's arrival, Matched first.
 */
export function StageTimeline({
  stages,
  id,
  fromPost = false,
}: {
  stages: LaunchStages;
  id: string;
  fromPost?: boolean;
}) {
  const steps = stageSteps(stages);
  if (steps.length === 0) {
    return (
      <div className="launch-stages" id={id}>
        <p className="launch-stages-none">{LAUNCHES_TEXT.noStages}</p>
      </div>
    );
  }
  const total = Math.max(steps.at(-1)?.at ?? 0, 1);
  return (
    <div className="launch-stages" id={id}>
      <div className="launch-stages-bar" aria-hidden="true">
        {steps.map((step) => (
          <span
            key={step.stage}
            className={`launch-stages-part is-${step.stage}`}
            style={{ flexGrow: Math.max(step.took / total, 0.02) }}
          />
        ))}
      </div>
      <ol className="launch-stages-list" aria-label={LAUNCHES_TEXT.stagesTitle}>
        {steps.map((step) => (
          <li key={step.stage} className="launch-stage" data-stage={step.stage}>
            <span className={`launch-stage-swatch is-${step.stage}`} aria-hidden="true" />
            <span className="launch-stage-name">{STAGE_NAMES[step.stage]}</span>
            <span className="launch-stage-at">{formatMs(step.at)} ms</span>
            <span className="launch-stage-took">+{formatMs(step.took)} ms</span>
          </li>
        ))}
      </ol>
      <p className="launch-stages-note">
        {fromPost ? LAUNCHES_TEXT.stagesNoteRule : LAUNCHES_TEXT.stagesNote}
      </p>
    </div>
  );
}
