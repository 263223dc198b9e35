// The one way through a long list (usePagedList). In 'more', a button under the rows adds the next
// page ('Show older mails'); in 'pages', Previous, the page's number and Next, named for the list.
import { buttonSizes, secondaryButton } from '../../../components/button-styles';
import type { PagedList } from './usePagedList';

/** `label` is the button's words in 'more' and the list's name in 'pages'. */
export function Pager({ list, label }: { list: PagedList<unknown>; label: string }) {
  const button = `${secondaryButton} ${buttonSizes.sm}`;
  if (list.mode === 'more') {
    if (!list.hasNext) return null;
    return (
      <div className="flex justify-center">
        <button type="button" className={button} disabled={list.fetchingNext} onClick={list.next}>
          {list.fetchingNext ? 'Loading…' : label}
        </button>
      </div>
    );
  }
  if (!list.hasPrevious && !list.hasNext) return null;
  return (
    <nav aria-label={`${label} pages`} className="flex items-center gap-3">
      <button type="button" className={button} disabled={!list.hasPrevious} onClick={list.previous}>
        Previous
      </button>
      <span className="text-sm text-slate-600">Page {list.page}</span>
      <button type="button" className={button} disabled={!list.hasNext || list.fetchingNext} onClick={list.next}>
        Next
      </button>
    </nav>
  );
}
