import { ToastView } from '../modal/index.ts';
import { useDeploySettings, useDeploySettingsController } from './context.tsx';

/** DA §2 / §9 top toast: green for success, red for errors, gone after 4 s. */
export function SettingsToastView() {
  const toast = useDeploySettings((state) => state.toast);
  const { dismissToast } = useDeploySettingsController();
  return <ToastView toast={toast} onDone={dismissToast} className="ds-toast" />;
}
