import { useState } from 'react';
import { accountApi } from '../../account-security/index.ts';
import { DEPLOY_SETTINGS_QUERIES, useSessionRead } from '../queries.tsx';

/**
 * Whether wallet changes ask for the current two-factor code: when the trader has two-factor on
 * (read as the category opens), or once the server has asked for it (the read failed, or 2FA was
 * turned on in another window meanwhile).
 */
export function useStepUp(sessionId: string | null) {
  const { query } = useSessionRead(
    DEPLOY_SETTINGS_QUERIES.twoFactor(sessionId),
    (session, signal) => accountApi.twoFactor(session, signal),
    (error) => console.warn('Could not read two-factor login', error),
  );
  const [asked, setAsked] = useState(false);
  return { askCode: query.data?.enabled === true || asked, serverAsked: () => setAsked(true) };
}
