// The product's origin (https://host), for links a page shows or shares. In the browser it is the
// page's own; the server renders with the origin it was asked for (web/ssr/), the same one.
import { createContext, useContext } from 'react';

export const PageOriginContext = createContext<string | null>(null);

export function usePageOrigin(): string {
  return useContext(PageOriginContext) ?? window.location.origin;
}
