// The admin panel's frame: a sidebar titled 'Admin Panel' with every admin page (the current one
// marked with aria-current), and the page beside it. On a phone the sidebar folds behind a
// 'Menu' button and folds back after a link is chosen. Back to Dashboard, above the menu, is always
// on screen.
import { useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { ArrowLeftIcon } from '../../components/icons';
import { LogoMark } from '../../components/Logo';
import { ADMIN_LINKS, adminPath } from './admin-nav';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2 text-sm font-medium ${isActive ? 'bg-blue-50 text-blue-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'}`;

export function AdminLayout() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // Fold the phone menu whenever the page changes (a link was followed).
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  return (
    <div className="min-h-screen bg-slate-50 md:flex">
      <aside className="border-b border-slate-200 bg-white md:min-h-screen md:w-60 md:shrink-0 md:border-b-0 md:border-r">
        <div className="flex items-center justify-between gap-2 px-4 py-3">
          <LogoMark className="h-7 w-7" />
          <p className="flex-1 text-base font-bold text-slate-900" id="admin-nav-title">
            Admin Panel
          </p>
          <button
            type="button"
            className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 md:hidden"
            aria-expanded={open}
            aria-controls="admin-nav"
            onClick={() => setOpen((shown) => !shown)}
          >
            Menu
          </button>
        </div>
        {/* The way back to the app, on every admin page and outside the folding menu. */}
        <p className="px-4 pb-3">
          <Link to="/dashboard" className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-blue-700 underline-offset-4 hover:text-blue-900 hover:underline">
            <ArrowLeftIcon />
            Back to Dashboard
          </Link>
        </p>
        <nav id="admin-nav" aria-labelledby="admin-nav-title" className={`${open ? 'block' : 'hidden'} px-2 pb-3 md:block`}>
          <ul className="space-y-0.5">
            {ADMIN_LINKS.map((link) => (
              <li key={link.path}>
                <NavLink to={adminPath(link.path)} end={link.path === ''} className={linkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <main id="main" className="min-w-0 flex-1 p-4 sm:p-6 lg:p-8">
        <Outlet />
      </main>
    </div>
  );
}
