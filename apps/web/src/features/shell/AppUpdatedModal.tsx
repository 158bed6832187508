import { MESSAGES } from '@launchdeck/protocol';
import { ReloadRequiredModal } from './ReloadRequiredModal.tsx';

/** The server runs a newer build than this page: the page must reload to get it. */
export function AppUpdatedModal() {
  return (
    <ReloadRequiredModal title="App Updated">
      <p>{MESSAGES.appUpdated}</p>
    </ReloadRequiredModal>
  );
}
