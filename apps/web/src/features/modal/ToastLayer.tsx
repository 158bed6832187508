import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './toast-layer.css';

const LAYER_ID = 'toast-layer';

function layer(): HTMLElement {
  const found = document.getElementById(LAYER_ID);
  if (found) return found;
  const created = document.createElement('div');
  created.id = LAYER_ID;
  created.className = 'toast-layer';
  document.body.append(created);
  return created;
}

/**
 * The one place every toast and short notice shows (toast-layer.css): under the header, centred
 * over the feed column, newest below the others, so none covers the header's navigation, the chat
 * input or a Launch button. Outside #root, which is inert while a modal is open, and above every
 * modal.
 */
export function ToastLayer({ children }: { children: ReactNode }) {
  return createPortal(children, layer());
}
