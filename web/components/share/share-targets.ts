// Where a link can be shared, as the sites' own share URLs.
import { PRODUCT_NAME } from '../../../domain/product';

export interface PopupTarget {
  readonly name: 'LinkedIn' | 'X' | 'Facebook';
  readonly href: string;
}

export interface ShareTargets {
  readonly popups: readonly PopupTarget[];
  /** A mailto: link with a subject and the link in the body. */
  readonly email: string;
}

export function shareTargets({ url, text, emailSubject, emailBody }: { url: string; text: string; emailSubject: string; emailBody: string }): ShareTargets {
  const q = encodeURIComponent;
  return {
    popups: [
      { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${q(url)}` },
      { name: 'X', href: `https://x.com/intent/tweet?url=${q(url)}&text=${q(text)}` },
      { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${q(url)}` },
    ],
    email: `mailto:?subject=${q(emailSubject)}&body=${q(emailBody)}`,
  };
}

export function proofShareTargets({ url, title }: { url: string; title: string }): ShareTargets {
  const text = `My verified proof on ${PRODUCT_NAME}: ${title}`;
  return shareTargets({ url, text, emailSubject: `Verified proof: ${title}`, emailBody: `${text}\n\nCheck it here: ${url}` });
}
