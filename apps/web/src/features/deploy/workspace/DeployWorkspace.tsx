import { type ReactNode, useEffect, useState } from 'react';
import { useNarrowScreen } from '../../../lib/use-narrow-screen.ts';
import { whenIdle } from '../../../lib/when-idle.ts';
import { useTrackerSettings } from '../../settings/index.ts';
import { DeployDialogs } from '../dialogs/DeployDialogs.tsx';
import { DeployForm, preloadDeployForm } from '../form/deploy-form.tsx';
import { DeploySuccessToast } from '../launch/DeploySuccessToast.tsx';
import { DEPLOY_TEXT } from '../strings.ts';
import { DeployModal } from './DeployModal.tsx';
import { PanelResizer } from './PanelResizer.tsx';
import { PANEL_WIDTH, readPanelWidth, savePanelWidth } from './panel-width.ts';
import './deploy-workspace.css';

/** The deploy toast and dialogs, shown over any view that can launch. */
export function DeployOutcomes() {
  return (
    <>
      <DeploySuccessToast />
      <DeployDialogs />
    </>
  );
}

/**
 * Where the deploy form lives beside `children` (the feed and chat), per deployMode (DA §2): in
 * 'modal' a modal opened by a Deploy click; in 'panel' a panel docked on the deployPanelSide
 * (left, or right past the chat), its width a stored percentage (20–50 %), the rest getting
 * calc(100% - W% - 12px) with the 12 px drag edge between them (FC §9). `dock={false}` (the feed
 * pop-out) always uses the modal. The form's code is fetched while the browser is idle.
 */
export function DeployWorkspace({
  children,
  dock = true,
}: {
  children: ReactNode;
  dock?: boolean;
}) {
  // Issue 50: a phone has no room for a docked panel; the form opens as a full-screen sheet.
  const narrow = useNarrowScreen();
  const docked =
    useTrackerSettings((settings) => settings.deployMode === 'panel') && dock && !narrow;
  const side = useTrackerSettings((settings) => settings.deployPanelSide);
  const [width, setWidth] = useState(readPanelWidth);
  // The form a Deploy click opens: its code comes while the browser is idle after the feed shows.
  useEffect(
    () =>
      whenIdle(() => {
        preloadDeployForm().catch(() => {
          // Offline now: the first Deploy click loads it again, showing the empty form box.
        });
      }),
    [],
  );
  if (!docked) {
    return (
      <>
        {children}
        <DeployModal />
        <DeployOutcomes />
      </>
    );
  }
  const commit = (percent: number) => {
    setWidth(percent);
    savePanelWidth(percent);
  };
  const panel = (
    <aside
      key="panel"
      className="deploy-dock"
      aria-label={DEPLOY_TEXT.title}
      style={{ width: `${width}%` }}
    >
      <DeployForm variant="dock" />
    </aside>
  );
  const rest = (
    <div
      key="rest"
      className="deploy-rest"
      style={{ width: `calc(100% - ${width}% - ${PANEL_WIDTH.gapPx}px)` }}
    >
      {children}
    </div>
  );
  const edge = (
    <PanelResizer key="edge" width={width} side={side} onResize={setWidth} onCommit={commit} />
  );
  return (
    <div className="deploy-workspace">
      {side === 'left' ? [panel, edge, rest] : [rest, edge, panel]}
      <DeployOutcomes />
    </div>
  );
}
