// The post preview's image: the card the server will attach, loaded as the owner (a proof that is
// not published yet has no public image). States (spec section 2): idle until there is something to
// load, generating while the card renders, success, fallback when only the public card could be
// shown, failed when neither loads (the post then goes out as text only).
import { useEffect, useState } from 'react';

export type PreviewImageState = 'idle' | 'generating' | 'success' | 'fallback' | 'failed';

export interface PreviewImage {
  readonly state: PreviewImageState;
  /** What to show in success and fallback. */
  readonly src: string | null;
  /** The fallback image did not load either. */
  readonly onFallbackError: () => void;
}

/**
 * `load` fetches the card (null: nothing to load); `fallbackUrl` is the public card, when the proof
 * has one.
 */
export function usePreviewImage(load: ((signal: AbortSignal) => Promise<Blob>) | null, fallbackUrl: string | null): PreviewImage {
  // What the current `load` gave; anything else is still generating.
  const [loaded, setLoaded] = useState<{ load: unknown; state: PreviewImageState; src: string | null } | null>(null);

  useEffect(() => {
    if (!load) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    load(controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setLoaded({ load, state: 'success', src: objectUrl });
      },
      () => {
        if (controller.signal.aborted) return;
        setLoaded(fallbackUrl ? { load, state: 'fallback', src: fallbackUrl } : { load, state: 'failed', src: null });
      },
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [load, fallbackUrl]);

  const onFallbackError = () => setLoaded({ load, state: 'failed', src: null });
  if (!load) return { state: 'idle', src: null, onFallbackError };
  if (loaded?.load !== load) return { state: 'generating', src: null, onFallbackError };
  return { state: loaded.state, src: loaded.src, onFallbackError };
}
