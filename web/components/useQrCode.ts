// A link as a QR code image (a PNG data URL, QR_CODE_SIZE square). The QR library loads only when a
// code is first drawn. No server-state library here: public pages use it too.
import { useEffect, useState } from 'react';
import { QR_CODE_SIZE } from '../../domain/constants';

export type QrCode = { readonly src: string } | { readonly failed: true } | null;

export function useQrCode(link: string): QrCode {
  const [drawn, setDrawn] = useState<{ link: string; code: Exclude<QrCode, null> } | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then(({ default: QRCode }) => QRCode.toDataURL(link, { width: QR_CODE_SIZE, margin: 1, errorCorrectionLevel: 'M' }))
      .then(
        (src) => live && setDrawn({ link, code: { src } }),
        () => live && setDrawn({ link, code: { failed: true } }),
      );
    return () => {
      live = false;
    };
  }, [link]);
  return drawn?.link === link ? drawn.code : null;
}
