import type { ReactNode } from 'react';
import { HideAccountProvider } from '../cards/index.ts';
import { ToastLayer } from '../modal/index.ts';
import { useFilterSettings, useFilterSettingsController } from './context.tsx';
import { hiddenNotice } from './strings.ts';
import './hidden-notice.css';

/**
 * FC §9 hide-account notice: shown while the store holds it (1.5 s after each hide), with the
 * toasts (ToastLayer). The live region stays while the feed is shown, so the notice is announced.
 */
function HiddenAccountNotice() {
  const handle = useFilterSettings((s) => s.hiddenNotice);
  return (
    <ToastLayer>
      <div className="hidden-notice-region" role="status">
        {handle ? <p className="hidden-notice">{hiddenNotice(handle)}</p> : null}
      </div>
    </ToastLayer>
  );
}

/**
 * A feed view's cards get Hide account (FC §4) from the filter store, and the notice shows above
 * them. The notice lives here, not in the card: the hidden account's cards leave at once.
 */
export function HideAccountScope({ children }: { children: ReactNode }) {
  const { hideAccount } = useFilterSettingsController();
  return (
    <HideAccountProvider hideAccount={hideAccount}>
      {children}
      <HiddenAccountNotice />
    </HideAccountProvider>
  );
}
