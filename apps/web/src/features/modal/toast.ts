/** DA §2 / FC §9: a toast shows for 4 s. */
export const TOAST_MS = 4000;

/** DA §2 top toast: success green, error red. `id` tells two equal toasts apart. */
export type Toast = { id: number; tone: 'success' | 'error'; text: string };
