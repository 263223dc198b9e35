// This browser's id for the API (DEVICE_HEADER): random, kept in localStorage so every tab and
// visit of this browser profile sends the same one. Where storage is unavailable, one per page.
const STORAGE_KEY = 'provenly.device';

let current: string | null = null;

function fresh(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

export function deviceId(): string {
  if (current) return current;
  try {
    current = localStorage.getItem(STORAGE_KEY);
    if (!current) {
      current = fresh();
      localStorage.setItem(STORAGE_KEY, current);
    }
  } catch {
    current = fresh();
  }
  return current;
}
