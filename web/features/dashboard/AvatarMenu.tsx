import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Avatar } from '../../components/Avatar';
import type { OwnProfile } from '../../../domain/api/me';

export interface AvatarMenuActions {
  onViewPortfolio(): void;
  onSettings(): void;
  onSignOut(): void;
}

/** The avatar button and its menu: who is signed in, and where to go from here. */
export function AvatarMenu({ profile, actions }: { profile: OwnProfile; actions: AvatarMenuActions }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const close = (returnFocus = true) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!menuRef.current?.contains(event.target as Node) && !buttonRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') close();
    else if (event.key === 'ArrowDown') all[(index + 1) % all.length]?.focus();
    else if (event.key === 'ArrowUp') all[(index - 1 + all.length) % all.length]?.focus();
    else if (event.key === 'Tab') close(false);
    else return;
    event.preventDefault();
  };

  const choose = (action: () => void) => () => {
    close(false);
    action();
  };

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="rounded-full"
      >
        {/* Named by its text, not aria-label: the initials shown are a picture, not a label to match. */}
        <Avatar name={profile.displayName} url={profile.avatarUrl} size="sm" />
        <span className="sr-only">Account menu for {profile.displayName}</span>
      </button>
      {open && (
        <div ref={menuRef} id={menuId} role="menu" aria-label="Account" tabIndex={-1} onKeyDown={onMenuKeyDown} className="absolute right-0 z-40 mt-2 w-64 rounded-lg border border-slate-200 bg-white py-2 shadow-lg">
          <div className="border-b border-slate-100 px-4 pb-2">
            <p className="font-semibold text-slate-900">{profile.displayName}</p>
            {profile.email && <p className="truncate text-sm text-slate-600">{profile.email}</p>}
            <p className="text-sm text-slate-600">@{profile.username}</p>
          </div>
          {[
            ['View Portfolio', actions.onViewPortfolio],
            ['Settings', actions.onSettings],
            ['Sign Out', actions.onSignOut],
          ].map(([label, action]) => (
            <button key={label as string} type="button" role="menuitem" tabIndex={-1} onClick={choose(action as () => void)} className="block w-full px-4 py-2 text-left text-slate-800 hover:bg-slate-100 focus:bg-slate-100">
              {label as string}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
