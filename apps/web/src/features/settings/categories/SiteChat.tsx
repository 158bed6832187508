import { ChatBox } from '../../chat/index.ts';

/** FC §2 Site Chat: the site chat itself, embedded in the dialog. */
export function SiteChat() {
  return (
    <div className="ds-category settings-chat">
      <ChatBox />
    </div>
  );
}
