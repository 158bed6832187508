import { DeployForm } from '../form/deploy-form.tsx';
import { DeployOutcomes } from './DeployWorkspace.tsx';
import './token-deploy-panel.css';

/**
 * DA §2 ?popout=panel: the form alone in its own window (900 × 1000). Deploy clicks in the other
 * windows reach it over the pop-out channel (app/start.ts serves it).
 */
export function TokenDeployPanel() {
  return (
    <section className="deploy-popout-page">
      <DeployForm variant="popout" />
      <DeployOutcomes />
    </section>
  );
}
