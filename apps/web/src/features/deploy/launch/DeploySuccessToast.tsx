import { DEPLOY_MESSAGES, shortAddress } from '@launchdeck/protocol';
import { ToastLayer } from '../../modal/index.ts';
import { useDeploy, useDeployController } from '../context.tsx';
import { DEPLOY_TEXT } from '../strings.ts';
import './deploy-success-toast.css';

/**
 * FC §4 deploy success: a toast for 5 s (the store times it) with the token's name, ticker and
 * address, a link to its trading page, or for a simulated launch 'Simulated' and no link (the
 * offline launcher made no token, issue 50). A
 * multi-deploy's further mints are listed under the first, each linking to its trading page. In
 * the toast layer (ToastLayer), so its links work over a modal too.
 */
export function DeploySuccessToast() {
  const toast = useDeploy((state) => state.toast);
  const { dismissToast } = useDeployController();
  if (!toast) return null;
  return (
    <ToastLayer>
      <output className="deploy-toast" aria-live="polite" data-simulated={toast.simulated}>
        <span className="deploy-toast-head">
          <strong>{DEPLOY_TEXT.deployedTitle}</strong>
          {toast.simulated ? (
            <span className="deploy-toast-badge">{DEPLOY_TEXT.simulated}</span>
          ) : null}
          <button
            type="button"
            className="deploy-toast-close"
            aria-label={DEPLOY_TEXT.dismiss}
            onClick={dismissToast}
          >
            ×
          </button>
        </span>
        <span className="deploy-toast-token">
          {toast.name} <span className="deploy-toast-ticker">${toast.ticker}</span>
        </span>
        <span className="deploy-toast-address" title={toast.address}>
          {shortAddress(toast.address)}
        </span>
        {toast.more.length > 0 ? (
          <ul className="deploy-toast-more" aria-label={DEPLOY_TEXT.moreMints}>
            {toast.more.map((mint) => (
              <li key={mint.address}>
                {toast.simulated ? (
                  <span title={mint.address}>{shortAddress(mint.address)}</span>
                ) : (
                  <a
                    href={mint.tradingUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    title={mint.address}
                  >
                    {shortAddress(mint.address)}
                  </a>
                )}
              </li>
            ))}
          </ul>
        ) : null}
        {toast.simulated ? (
          <span className="deploy-toast-note">{DEPLOY_MESSAGES.simulated}</span>
        ) : (
          <a
            className="deploy-toast-link"
            href={toast.tradingUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {DEPLOY_TEXT.openTradingPage(toast.tradingLabel)}
          </a>
        )}
      </output>
    </ToastLayer>
  );
}
