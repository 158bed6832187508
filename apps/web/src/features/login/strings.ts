/** The login screen's code step (ours: the specs predate two-factor login). */
export const LOGIN_TEXT = {
  codeTitle: 'Two-factor login',
  codePrompt: 'Enter the 6-digit code from your authenticator app.',
  recoveryPrompt: 'Enter one of the recovery codes you saved when you turned two-factor login on.',
  loggingInAs: (username: string) => `Logging in as ${username}`,
  codeLabel: 'Code',
  recoveryLabel: 'Recovery code',
  verify: 'Verify',
  verifying: 'Verifying...',
  useRecovery: 'Use a recovery code',
  useApp: 'Use the code from your app',
  back: 'Back',
} as const;
