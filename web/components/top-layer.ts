// Open modal dialogs, newest last. While one is open everything outside it is inert and sits under
// its backdrop, so the one part of the page that must stay usable meanwhile (the toasts) moves
// inside the newest modal and back out when it closes. (A popover shown above a modal dialog is
// still inert: it has to be inside the dialog.)
const modals: HTMLElement[] = [];
let keptAbove: HTMLElement | null = null;

const host = () => modals.at(-1) ?? document.body;

/** Registers a dialog just shown with showModal(); call the result before it closes. */
export function enterModal(dialog: HTMLElement): () => void {
  modals.push(dialog);
  if (keptAbove) dialog.append(keptAbove);
  return () => {
    const index = modals.lastIndexOf(dialog);
    if (index >= 0) modals.splice(index, 1);
    if (keptAbove && dialog.contains(keptAbove)) host().append(keptAbove);
  };
}

/** Keeps `element` usable above any modal dialog: in the newest one, else in the body. */
export function keepAboveModals(element: HTMLElement): () => void {
  keptAbove = element;
  host().append(element);
  return () => {
    if (keptAbove === element) keptAbove = null;
    element.remove();
  };
}
