import { SLUG_PATTERN } from '@academy/shared';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page';
import { RichText } from '../../../components/rich-text';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePage } from '../api/get-page';

/** /{pageSlug}: an address that cannot be a page slug is not found without asking the server. */
export default function ContentPage() {
  const { pageSlug = '' } = useParams();
  return SLUG_PATTERN.test(pageSlug) ? <ContentPageBody slug={pageSlug} /> : <NotFoundPage />;
}

function ContentPageBody({ slug }: { slug: string }) {
  const { page } = usePage(slug).data;
  usePageTitle(page.title);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-8">
      <h1 className="text-3xl font-extrabold text-gray-900 sm:text-4xl">{page.title}</h1>
      {page.summary && <p className="mt-3 text-lg text-gray-700">{page.summary}</p>}
      <RichText html={page.body} className="mt-8 text-gray-800" />
    </article>
  );
}
