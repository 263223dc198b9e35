// A named popup window centred over the current one.

export interface PopupSize {
  readonly width: number;
  readonly height: number;
}

/** Opens `url` (blank by default) in a popup; null when the browser blocked it. */
export function openCentredPopup(name: string, size: PopupSize, url = ''): Window | null {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - size.width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - size.height) / 2));
  return window.open(url, name, `popup=yes,width=${size.width},height=${size.height},left=${left},top=${top},resizable=yes,scrollbars=yes`);
}
