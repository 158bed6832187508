export { OpenPostProvider } from './context.tsx';
export { OpenPostNotice } from './OpenPostNotice.tsx';
export { createOpenPostRequests, type OpenPostController } from './open-post.ts';
export { OPEN_POST_TEXT } from './strings.ts';
