export { UPDATE_NOTICE_TITLE, UpdateNotice } from './UpdateNotice.tsx';
