import type { Post } from '@launchdeck/protocol';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTrackerSettings, useTrackerSettingsStore } from '../../settings/index.ts';
import { useDeployController } from '../context.tsx';
import { postSelection, TOOLBAR_LAYOUT, TOOLBAR_OWN_SCALE, toolbarPosition } from './selection.ts';
import { TOOLBAR_TEXT } from './strings.ts';
import { type QuickImage, quickMode, toolbarBuild } from './toolbar-launch.ts';
import './toolbar.css';

/** Finds a post shown in the feed by its id. */
export type FindPost = (id: string) => Post | null;

type Shown = { post: Post; text: string; range: Range; message: string | null };

/**
 * DA §2 / §4 text-selection toolbar: 10 ms after words inside a post's text are selected, ASCII,
 * Letter, Deploy and GUI appear next to them (width 320, scale 0.75, 10 px from the words and the
 * window's edges). ASCII, Letter and Deploy launch the words at once (`toolbar_deploy`); GUI opens
 * the form prefilled from the post with the words as the name. Hidden on a click outside, an empty
 * selection or after an action; a refusal (DA §5: no session, no wallet) is said in the toolbar,
 * a missing right to deploy by DA §2's Access Denied.
 * Off with `disableTextSelectionToolbar`.
 */
export function SelectionToolbar({ findPost }: { findPost: FindPost }) {
  const disabled = useTrackerSettings((settings) => settings.disableTextSelectionToolbar);
  const settings = useTrackerSettingsStore();
  const controller = useDeployController();
  const [shown, setShown] = useState<Shown | null>(null);
  const [place, setPlace] = useState<{ top: number; left: number } | null>(null);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (disabled) {
      setShown(null);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const inside = (target: EventTarget | null) =>
      target instanceof Node && ref.current?.contains(target) === true;
    const check = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const found = postSelection(window.getSelection());
        const post = found ? findPost(found.postId) : null;
        if (found && post) setShown({ post, text: found.text, range: found.range, message: null });
      }, TOOLBAR_LAYOUT.delayMs);
    };
    const onPointerUp = (event: MouseEvent) => {
      if (!inside(event.target)) check();
    };
    const onPointerDown = (event: MouseEvent) => {
      if (!inside(event.target)) setShown(null);
    };
    const onSelectionChange = () => {
      const selection = window.getSelection();
      if (!selection || selection.isCollapsed || selection.toString().trim() === '') setShown(null);
    };
    document.addEventListener('mouseup', onPointerUp);
    document.addEventListener('keyup', check);
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('selectionchange', onSelectionChange);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('mouseup', onPointerUp);
      document.removeEventListener('keyup', check);
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('selectionchange', onSelectionChange);
    };
  }, [disabled, findPost]);

  // Placed by the selection's box, and again whenever the feed scrolls or the window resizes.
  // Boxes are measured in screen pixels; `left`/`top` are CSS pixels of the zoomed page, so the
  // position is divided by the zoom the toolbar's own box shows (FC §9 page zoom).
  const range = shown?.range;
  const reposition = useCallback(() => {
    const element = ref.current;
    if (!range || !element) return;
    const box = element.getBoundingClientRect();
    const zoom =
      element.offsetWidth > 0 ? box.width / (element.offsetWidth * TOOLBAR_OWN_SCALE) : 1;
    const viewport = { width: window.innerWidth, height: window.innerHeight };
    const place = toolbarPosition(range.getBoundingClientRect(), viewport, box);
    setPlace({ top: place.top / zoom, left: place.left / zoom });
  }, [range]);
  useLayoutEffect(() => {
    if (!range) return;
    reposition();
    window.addEventListener('scroll', reposition, true);
    window.addEventListener('resize', reposition);
    return () => {
      window.removeEventListener('scroll', reposition, true);
      window.removeEventListener('resize', reposition);
    };
  }, [range, reposition]);
  // A message makes the toolbar taller: placed again so it still clears the words.
  const message = shown?.message;
  useLayoutEffect(() => {
    if (message) reposition();
  }, [message, reposition]);

  // The moment the toolbar shows, its Deploy is prepared on the server, so the click only signs.
  const post = shown?.post;
  const text = shown?.text;
  useEffect(() => {
    if (!post || text === undefined || disabled) return;
    const current = settings.get();
    const mode = quickMode(post, current);
    controller.prepareLaunch(mode, toolbarBuild({ post, text }, 'post', current, mode));
  }, [post, text, disabled, settings, controller]);

  if (!shown || disabled) return null;

  const launch = (image: QuickImage) => {
    const current = settings.get();
    const mode = quickMode(shown.post, current);
    const outcome = controller.sendLaunch(
      mode,
      toolbarBuild({ post: shown.post, text: shown.text }, image, current, mode),
    );
    // A refusal stays in the toolbar; a send (or a refusal with its own dialog) closes it.
    if (
      outcome.ok ||
      outcome.reason === 'busy' ||
      outcome.reason === 'send-failed' ||
      outcome.reason === 'no-permission'
    )
      setShown(null);
    else setShown({ ...shown, message: outcome.message });
  };
  const openForm = () => {
    controller.deployFromPost(shown.post, shown.text);
    setShown(null);
  };

  return createPortal(
    <div
      ref={ref}
      role="toolbar"
      aria-label={TOOLBAR_TEXT.label}
      className="selection-toolbar"
      style={{
        width: TOOLBAR_LAYOUT.width,
        transform: TOOLBAR_OWN_SCALE === 1 ? undefined : `scale(${TOOLBAR_OWN_SCALE})`,
        top: place?.top ?? 0,
        left: place?.left ?? 0,
        visibility: place ? 'visible' : 'hidden',
      }}
      // Pressing a button must not clear the selection it acts on.
      onMouseDown={(event) => event.preventDefault()}
    >
      <div className="selection-toolbar-buttons">
        <button type="button" title={TOOLBAR_TEXT.asciiHint} onClick={() => launch('ascii')}>
          {TOOLBAR_TEXT.ascii}
        </button>
        <button type="button" title={TOOLBAR_TEXT.letterHint} onClick={() => launch('letter')}>
          {TOOLBAR_TEXT.letter}
        </button>
        <button
          type="button"
          className="is-primary"
          title={TOOLBAR_TEXT.deployHint}
          onClick={() => launch('post')}
        >
          {TOOLBAR_TEXT.deploy}
        </button>
        <button type="button" title={TOOLBAR_TEXT.guiHint} onClick={openForm}>
          {TOOLBAR_TEXT.gui}
        </button>
      </div>
      {shown.message ? (
        <p className="selection-toolbar-message" role="alert">
          {shown.message}
        </p>
      ) : null}
    </div>,
    document.body,
  );
}
