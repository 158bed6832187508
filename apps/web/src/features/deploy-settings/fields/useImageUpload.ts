import { useState } from 'react';
import { useSession } from '../../session/index.ts';
import { uploadImageFile } from '../../token-images/index.ts';
import { IMAGE_UPLOAD_TEXT } from '../strings.ts';

type Options = {
  /** The upload begins: the file is picked and the user logged in. */
  onStart: () => void;
  /** The file's hosted link: only it is kept, never the file's bytes. */
  onUploaded: (url: string) => void;
  /** Why there is no link: not logged in, or the server's refusal. */
  onFailed: (message: string) => void;
};

/** An image file picked in Deploy Settings, uploaded once (POST /api/token-images). */
export function useImageUpload({ onStart, onUploaded, onFailed }: Options) {
  const sessionId = useSession((s) =>
    s.phase.status === 'active' ? s.phase.user.sessionId : null,
  );
  const [uploading, setUploading] = useState(false);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (!sessionId) {
      onFailed(IMAGE_UPLOAD_TEXT.needsLogin);
      return;
    }
    onStart();
    setUploading(true);
    try {
      onUploaded(await uploadImageFile(sessionId, file));
    } catch (failure) {
      onFailed(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setUploading(false);
    }
  };

  return { uploading, pick };
}
