export { AlertsSection } from './AlertsSection.tsx';
export { type AlertsApi, alertsApi } from './api.ts';
export { pushResyncServer } from './push-resync.ts';
export { ALERTS_TEXT, KIND_LABELS, STATUS_LABELS } from './strings.ts';
