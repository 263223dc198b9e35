// The proof link as a 200x200 QR code, drawn in the page: the QR library loads only when needed.
import { useEffect } from 'react';
import { QR_CODE_SIZE } from '../../../domain/constants';
import { portal } from '../../../domain/messages/portal';
import { useToast } from '../../components/toast/toast-context';
import { useQrCode } from '../../components/useQrCode';

export function ProofQrCode({ url, fileName }: { url: string; fileName: string }) {
  const toast = useToast();
  const current = useQrCode(url);
  useEffect(() => {
    if (current && 'failed' in current) toast({ title: portal.qrCodeFailed, variant: 'destructive', actionId: `qr-code:${url}` });
    else if (current) toast.clearErrors(`qr-code:${url}`);
  }, [current, url, toast]);

  return (
    <figure className="flex flex-col items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <div className="flex items-center justify-center rounded-lg bg-white p-2 shadow-sm" style={{ width: QR_CODE_SIZE + 16, height: QR_CODE_SIZE + 16 }}>
        {current && 'src' in current ? (
          <img src={current.src} alt={`QR code for ${url}`} width={QR_CODE_SIZE} height={QR_CODE_SIZE} data-testid="proof-qr" />
        ) : current ? (
          <p className="px-4 text-center text-sm text-slate-600">{portal.qrCodeFailed}</p>
        ) : (
          <span role="status" className="h-8 w-8 animate-spin rounded-full border-4 border-slate-200 border-t-blue-700">
            <span className="sr-only">Generating QR code</span>
          </span>
        )}
      </div>
      <figcaption className="text-center text-sm text-slate-600">Scan to check this proof on a phone.</figcaption>
      {current && 'src' in current && (
        <a href={current.src} download={`${fileName}.png`} className="rounded text-sm font-medium text-blue-700 underline-offset-4 hover:underline">
          Download QR code
        </a>
      )}
    </figure>
  );
}
