/** The Alerts tab's words (ours; 'Please enter a message' and 'Alert sent to N user(s)' are MESSAGES'). */
export const ALERTS_TEXT = {
  title: 'Alerts',
  note: 'Everyone connected right now sees this message in an Admin Announcement window with an OK button.',
  inputLabel: 'Message to every connected user',
  placeholder: 'Write the announcement…',
  count: (length: number, max: number) => `${length} / ${max}`,
  send: 'Send Alert',
  sending: 'Sending…',
} as const;
