import { Modal } from '../modal/index.ts';
import { useMemeWords, useMemeWordsController } from './context.tsx';
import { MemeWordsEditor } from './MemeWordsEditor.tsx';
import { MEME_TEXT } from './strings.ts';

/**
 * FC §2 Meme Settings modal: the trader's meme words, opened by a click on a highlighted word in
 * the feed (that word already in the field, ready to remove), in the main window and the feed
 * pop-out alike.
 */
export function MemeSettingsModal() {
  const dialog = useMemeWords((s) => s.dialog);
  const { closeDialog } = useMemeWordsController();
  if (!dialog) return null;
  return (
    <Modal title={MEME_TEXT.modalTitle} className="meme-modal" onClose={closeDialog}>
      <p className="ds-hint">{MEME_TEXT.intro}</p>
      <MemeWordsEditor initialWord={dialog.word} />
    </Modal>
  );
}
