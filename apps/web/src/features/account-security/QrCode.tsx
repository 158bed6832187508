import { useEffect, useState } from 'react';
import { qrPath } from './qr-path.ts';
import { ACCOUNT_TEXT } from './strings.ts';

type Matrix = { size: number; path: string };

/** The standard quiet zone around a QR code, in modules. */
const QUIET_ZONE = 4;

/**
 * `text` as a QR code to scan with an authenticator app. The QR library loads only when a code
 * is first shown (its own chunk); the code is drawn as one SVG path, dark on white in every theme.
 */
export function QrCode({ text }: { text: string }) {
  const [matrix, setMatrix] = useState<Matrix | null>(null);

  useEffect(() => {
    let live = true;
    setMatrix(null);
    void import('uqr').then(({ encode }) => {
      if (!live) return;
      const { data, size } = encode(text, { ecc: 'M', border: QUIET_ZONE });
      setMatrix({ size, path: qrPath(data) });
    });
    return () => {
      live = false;
    };
  }, [text]);

  if (!matrix) return <div className="account-qr is-loading" aria-busy="true" />;
  return (
    <svg
      className="account-qr"
      viewBox={`0 0 ${matrix.size} ${matrix.size}`}
      role="img"
      aria-label={ACCOUNT_TEXT.qrLabel}
      shapeRendering="crispEdges"
    >
      <rect width={matrix.size} height={matrix.size} fill="#fff" />
      <path d={matrix.path} fill="#000" />
    </svg>
  );
}
