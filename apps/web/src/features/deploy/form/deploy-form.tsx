import { Suspense } from 'react';
import { preloadable } from '../../../lib/preloadable.tsx';
import type { FormVariant } from './TokenDeployForm.tsx';
import './token-deploy-form.css';

/**
 * The Token Deploy form's code (with the image tools, the crop editor's and the image library's
 * openers) loads on demand: DeployWorkspace preloads it while the browser is idle after login,
 * so the first Deploy click opens the form without waiting.
 */
const form = preloadable(() =>
  import('./TokenDeployForm.tsx').then((module) => module.TokenDeployForm),
);

export const preloadDeployForm = form.preload;

/** The form where it is shown; until its code arrives, an empty form box of the same place. */
export function DeployForm({ variant }: { variant: FormVariant }) {
  return (
    <Suspense fallback={<div className={`deploy-form is-${variant}`} aria-busy="true" />}>
      <form.Component variant={variant} />
    </Suspense>
  );
}
