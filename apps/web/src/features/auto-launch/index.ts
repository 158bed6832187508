export { AutoLaunchSwitch } from './AutoLaunchSwitch.tsx';
export { AutoLaunchToast } from './AutoLaunchToast.tsx';
export { AutoLaunchProvider, useAutoLaunch, useAutoLaunchController } from './context.tsx';
export {
  type AutoLaunchController,
  type AutoLaunchStoreState,
  createAutoLaunchController,
} from './controller.ts';
export { firedText } from './fired.ts';
export { AUTO_LAUNCH_NOTICE_TEXT } from './notice-strings.ts';
