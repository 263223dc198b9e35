// What a QR code shown on the page says, read from its pixels as a phone would (jsQR).
import type { Locator } from '@playwright/test';
import jsQR from 'jsqr';

export async function scanQrCode(image: Locator): Promise<{ width: number; height: number; text: string | null }> {
  const pixels = await image.evaluate(async (element) => {
    const img = element as HTMLImageElement;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context2d = canvas.getContext('2d')!;
    context2d.drawImage(img, 0, 0);
    return { width: canvas.width, height: canvas.height, data: Array.from(context2d.getImageData(0, 0, canvas.width, canvas.height).data) };
  });
  return { width: pixels.width, height: pixels.height, text: jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height)?.data ?? null };
}
