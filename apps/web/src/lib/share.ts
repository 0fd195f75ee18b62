export type ShareTarget = 'fb' | 'x' | 'linkedin';

/** The share address of each network: the page URL, plus its title for X and LinkedIn. */
export function shareUrl(target: ShareTarget, pageUrl: string, title: string): string {
  const url = encodeURIComponent(pageUrl);
  const text = encodeURIComponent(title);
  switch (target) {
    case 'fb':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`;
    case 'x':
      return `https://x.com/intent/tweet?url=${url}&text=${text}`;
    case 'linkedin':
      return `https://www.linkedin.com/shareArticle?mini=true&url=${url}&title=${text}`;
  }
}

export function openSharePopup(target: ShareTarget, pageUrl: string, title: string) {
  window.open(shareUrl(target, pageUrl, title), `share-${target}`, 'popup,width=600,height=560,noopener,noreferrer');
}
