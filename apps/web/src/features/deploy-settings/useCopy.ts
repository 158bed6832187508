import { useDeploySettingsController } from './context.tsx';
import { DEPLOY_SETTINGS_TEXT } from './strings.ts';

/** Copies text and says so in the settings toast; DA §8 'Failed to copy to clipboard' on failure. */
export function useCopy(): (text: string) => void {
  const { showToast } = useDeploySettingsController();
  return (text) => {
    navigator.clipboard.writeText(text).then(
      () => showToast('success', DEPLOY_SETTINGS_TEXT.copied),
      (error: unknown) => {
        console.warn('Copying to the clipboard failed', error);
        showToast('error', DEPLOY_SETTINGS_TEXT.copyFailed);
      },
    );
  };
}
