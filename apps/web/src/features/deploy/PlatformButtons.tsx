import { DEPLOY_MODES, type DeployMode } from '@launchdeck/protocol';
import { useDeploy, useDeployController } from './context.tsx';
import { DEPLOY_TEXT } from './strings.ts';

/**
 * DA §2 / §4: the five platforms. bnb needs a BNB wallet (the store shows the wallet prompt
 * otherwise); bags' fee gear and the usd1 warning arrive with their own issue.
 */
export function PlatformButtons() {
  const mode = useDeploy((state) => state.form.mode);
  const { setMode } = useDeployController();
  return (
    <fieldset className="deploy-platforms">
      <legend>{DEPLOY_TEXT.platform}</legend>
      {DEPLOY_MODES.map((platform: DeployMode) => (
        <button
          key={platform}
          type="button"
          className={platform === mode ? 'deploy-platform is-active' : 'deploy-platform'}
          aria-pressed={platform === mode}
          data-platform={platform}
          onClick={() => setMode(platform)}
        >
          {platform}
        </button>
      ))}
    </fieldset>
  );
}
