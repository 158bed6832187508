import { type ChatMode, MESSAGES, type Post, SendChatMessagePayload } from '@launchdeck/protocol';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { AppSocket } from '../../lib/socket.ts';
import { KEYS, read, write } from '../../lib/storage.ts';
import { createGroupsController, type GroupsController, type GroupsDeps } from '../groups/index.ts';
import type { SessionUser } from '../session/index.ts';
import { attachChatListeners } from './listeners.ts';
import { type ChatState, type ChatView, MUTE_NOTICE_MS } from './state.ts';

export type ChatDeps = GroupsDeps & {
  /** The feed shows every delivered line as a site-message card. */
  addSiteMessage: (post: Post) => void;
  /** FC §6 permission errors are alerts; tests pass a spy. */
  alert?: (message: string) => void;
};

export type ChatController = {
  store: StoreApi<ChatState>;
  groups: GroupsController;
  setDraft: (text: string) => void;
  /** Sends a line or a slash command; false when it was refused before sending. */
  send: (text: string) => boolean;
  setMode: (mode: ChatMode) => void;
  /** Makes another of the user's groups the one chatted in. */
  selectGroup: (groupCode: string) => void;
  openSettings: () => void;
  closeSettings: () => void;
  dismissNotice: () => void;
};

function storedView(): ChatView {
  return { mode: read(KEYS.chatMode), currentGroup: read(KEYS.currentPrivateGroup) };
}

function initialState(): ChatState {
  return {
    ...storedView(),
    messages: [],
    mutedNotice: false,
    notice: null,
    draft: '',
    pending: null,
    settingsOpen: false,
  };
}

function saveView(view: ChatView): void {
  write(KEYS.chatMode, view.mode);
  write(KEYS.currentPrivateGroup, view.currentGroup);
}

/**
 * The site chat's store (FC §2, §4, §6): the lines of the current mode, the mode and
 * current group (kept locally as chatMode and currentPrivateGroup and re-applied on every
 * connect), and the Chat Settings modal. Framework-free; emptied on logout.
 */
export function createChatController(deps: ChatDeps): ChatController {
  const store = createStore<ChatState>()(initialState);
  const groups = createGroupsController(deps);
  const alert = deps.alert ?? ((message: string) => window.alert(message));
  let link: { socket: AppSocket; user: SessionUser } | null = null;
  let muteTimer: ReturnType<typeof setTimeout> | undefined;

  /** set_chat_mode; the group goes along in group mode, or when the user picks another group. */
  const requestMode = ({ mode, currentGroup }: ChatView, withGroup = mode === 'group') => {
    if (!link) return;
    const group = withGroup && currentGroup ? { groupCode: currentGroup } : {};
    link.socket.emit('set_chat_mode', { sessionId: link.user.sessionId, chatMode: mode, ...group });
  };

  /** FC §4: the stored mode is sent on connect and whenever the Chat Settings modal opens. */
  const applyStoredMode = () => {
    const stored = storedView();
    const view = {
      mode: stored.mode,
      currentGroup: stored.currentGroup ?? store.getState().currentGroup,
    };
    store.setState(view);
    requestMode(view);
  };

  /** FC §4: leaving or deleting the current group switches group mode to public. */
  const dropGroup = (groupCode: string | undefined) => {
    const state = store.getState();
    if (!groupCode || groupCode !== state.currentGroup) return;
    const mode = state.mode === 'group' ? 'public' : state.mode;
    store.setState({
      currentGroup: null,
      mode,
      messages: mode === state.mode ? state.messages : [],
    });
    saveView({ mode, currentGroup: null });
  };

  /**
   * Create and join make the group current (the server moves the rooms and sends the history);
   * picking another group asks the server for it.
   */
  const enterGroup = (groupCode: string, ask = false) => {
    const state = store.getState();
    if (groupCode === state.currentGroup) return;
    const view = { mode: state.mode, currentGroup: groupCode };
    store.setState({ ...view, messages: state.mode === 'group' ? [] : state.messages });
    saveView(view);
    if (ask) requestMode(view, true);
  };

  /** The server took the line sent: the input empties, unless the user has typed on since. */
  const accepted = (line?: { username: string; message: string }) => {
    const { pending, draft } = store.getState();
    if (pending === null || !link) return;
    const mine = line && line.username.toLowerCase() === link.user.username.toLowerCase();
    if (line && (!mine || line.message !== pending)) return;
    store.setState({ pending: null, draft: draft.trim() === pending ? '' : draft });
  };

  /**
   * The server refused the line: the text stays in the input. FC §6 / §8: the two permission
   * errors are alerts; every other refusal (rate limit, mute, ...) shows under the lines.
   */
  const refused = (message: string, permission: string) => {
    store.setState({ pending: null });
    if (!message || message === permission) alert(message || permission);
    else store.setState({ notice: { tone: 'error', text: message } });
  };

  const openSettings = () => {
    groups.resetRequests();
    groups.refresh();
    applyStoredMode();
    store.setState({ settingsOpen: true });
  };

  deps.session.onSocket((socket, user) => {
    link = { socket, user };
    attachChatListeners(socket, {
      store,
      saveView,
      applyStoredMode,
      enterGroup,
      dropGroup,
      openSettings,
      accepted,
      refused,
      addSiteMessage: deps.addSiteMessage,
    });
  });
  deps.session.store.subscribe(({ phase }) => {
    if (phase.status !== 'logged_out' || !link) return;
    link = null;
    clearTimeout(muteTimer);
    store.setState(initialState());
  });

  return {
    store,
    groups,
    send: (text) => {
      if (!link) {
        store.setState({ notice: { tone: 'error', text: MESSAGES.loginToChat } });
        return false;
      }
      const payload = { sessionId: link.user.sessionId, message: text };
      const parsed = SendChatMessagePayload.safeParse(payload);
      if (!parsed.success) {
        const error = parsed.error.issues[0]?.message ?? MESSAGES.chatMessageEmpty;
        store.setState({ notice: { tone: 'error', text: error } });
        return false;
      }
      store.setState({ notice: null, pending: parsed.data.message });
      link.socket.emit('send_chat_message', parsed.data);
      return true;
    },
    setDraft: (draft) => store.setState({ draft }),
    setMode: (mode) => {
      const state = store.getState();
      if (mode === state.mode) return;
      clearTimeout(muteTimer);
      // FC §9: 'Chat muted' shows for 3 s.
      if (mode === 'mute') {
        muteTimer = setTimeout(() => store.setState({ mutedNotice: false }), MUTE_NOTICE_MS);
      }
      // Group mode needs a group: without a current one, the first of the user's groups is used.
      const fallbackGroup = mode === 'group' ? groups.store.getState().groups[0]?.code : undefined;
      const view = { mode, currentGroup: state.currentGroup ?? fallbackGroup ?? null };
      store.setState({ ...view, messages: [], notice: null, mutedNotice: mode === 'mute' });
      saveView(view);
      requestMode(view);
    },
    selectGroup: (groupCode) => enterGroup(groupCode, true),
    openSettings,
    closeSettings: () => {
      groups.closeMembers();
      store.setState({ settingsOpen: false });
    },
    dismissNotice: () => store.setState({ notice: null }),
  };
}
