/** The parts of a Manifest V3 file both extensions share; each adds its own. */
export type ExtensionManifest = {
  manifest_version: 3;
  name: string;
  version: string;
  description: string;
  permissions: string[];
  background: { service_worker: string };
  options_page: string;
  action: { default_title: string; default_icon: Record<string, string> };
  icons: Record<string, string>;
  content_scripts?: Array<{ matches: string[]; js: string[]; run_at: string }>;
};

export const ICON_SIZES = [16, 32, 48, 128] as const;

const iconFiles = () =>
  Object.fromEntries(ICON_SIZES.map((size) => [String(size), `icons/icon-${size}.png`]));

/** A manifest with the shared parts: menus, saved settings, notifications, options, icons. */
export function baseManifest(
  name: string,
  description: string,
  version: string,
): ExtensionManifest {
  return {
    manifest_version: 3,
    name,
    version,
    description,
    permissions: ['contextMenus', 'storage', 'notifications'],
    background: { service_worker: 'background.js' },
    options_page: 'options.html',
    action: { default_title: `${name}: options`, default_icon: iconFiles() },
    icons: iconFiles(),
  };
}
