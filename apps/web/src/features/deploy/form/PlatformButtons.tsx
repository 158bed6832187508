import { DEPLOY_MODES, type DeployMode } from '@launchdeck/protocol';
import { useDeploy, useDeployController } from '../context.tsx';
import { DEPLOY_TEXT } from '../strings.ts';
import './platform-buttons.css';

/**
 * DA §2 / §4: the five platforms. The store decides what a pick does (bnb needs a BNB wallet,
 * bags opens its fee configuration, usd1 warns the first time); bags also has a gear of its own
 * that opens the Bags Fee Configuration without changing the platform.
 */
export function PlatformButtons() {
  const mode = useDeploy((state) => state.form.mode);
  const { setMode, openBagsFees } = useDeployController();
  return (
    <fieldset className="deploy-platforms">
      <legend>{DEPLOY_TEXT.platform}</legend>
      {DEPLOY_MODES.map((platform: DeployMode) => {
        const button = (
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
        );
        if (platform !== 'bags') return button;
        return (
          <span key={platform} className="deploy-platform-group">
            {button}
            <button
              type="button"
              className="deploy-platform-gear"
              aria-label={DEPLOY_TEXT.bagsFeesGear}
              title={DEPLOY_TEXT.bagsFeesGear}
              onClick={openBagsFees}
            >
              <span aria-hidden="true">⚙</span>
            </button>
          </span>
        );
      })}
    </fieldset>
  );
}
