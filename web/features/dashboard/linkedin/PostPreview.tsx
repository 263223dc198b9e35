// The post as LinkedIn will show it: the text exactly as it will be posted, and the card image
// with its state.
import type { PreviewImage } from './usePreviewImage';
import { linkedinText } from './linkedin-text';

interface PostPreviewProps {
  readonly authorName: string;
  readonly text: string;
  readonly image: PreviewImage;
  /** The proof's title, for the image's text alternative and the link card. */
  readonly title: string;
  /** The public proof page the post links to. */
  readonly proofUrl: string;
}

function ImageArea({ image, title }: { image: PreviewImage; title: string }) {
  const frame = 'flex aspect-[1200/627] w-full items-center justify-center bg-slate-100 p-4 text-center text-sm text-slate-600';
  switch (image.state) {
    case 'success':
    case 'fallback':
      return (
        <figure>
          <img src={image.src ?? undefined} alt={linkedinText.preview.imageAlt(title)} width={1200} height={627} onError={image.state === 'fallback' ? image.onFallbackError : undefined} className="aspect-[1200/627] w-full object-cover" />
          {image.state === 'fallback' && <figcaption className="bg-amber-50 px-3 py-2 text-xs text-amber-900">{linkedinText.preview.fallbackNote}</figcaption>}
        </figure>
      );
    case 'generating':
      return (
        <div role="status" className={`${frame} animate-pulse`}>
          {linkedinText.preview.generating}
        </div>
      );
    case 'failed':
      return (
        <p role="status" className={`${frame} bg-amber-50 text-amber-900`}>
          {linkedinText.preview.failedNote}
        </p>
      );
    case 'idle':
      return <div className={frame}>{linkedinText.preview.idle}</div>;
  }
}

export function PostPreview({ authorName, text, image, title, proofUrl }: PostPreviewProps) {
  return (
    <section aria-labelledby="post-preview-title" className="overflow-hidden rounded-lg border border-slate-200 bg-white">
      <h3 id="post-preview-title" className="border-b border-slate-200 bg-slate-50 px-3 py-2 text-sm font-semibold text-slate-800">
        Post preview
      </h3>
      <div className="p-3">
        <p className="text-sm font-semibold text-slate-900">{authorName}</p>
        <p data-testid="post-preview-text" className="mt-2 text-sm break-words whitespace-pre-wrap text-slate-800">
          {text}
        </p>
      </div>
      <div data-image-state={image.state}>
        <ImageArea image={image} title={title} />
        <div className="border-t border-slate-200 bg-slate-50 px-3 py-2">
          <p className="text-sm font-medium break-words text-slate-900">{title}</p>
          <p className="text-xs break-all text-slate-600">{proofUrl}</p>
        </div>
      </div>
    </section>
  );
}
