import type { Metadata } from 'next';
import { BannerEditor } from '@/components/admin/content/banner-editor';
import { ContentTabs, contentTabOf } from '@/components/admin/content/content-tabs';
import { FaqEditor } from '@/components/admin/content/faq-editor';
import { HotWordsEditor } from '@/components/admin/content/hot-words-editor';
import { PageBlocksEditor } from '@/components/admin/content/page-blocks-editor';
import { PhotoWallEditor } from '@/components/admin/content/photo-wall-editor';
import { ConsolePageHead } from '@/components/admin/ui/console-page-head';
import { listQueryOf, type PageSearchParams } from '@/components/admin/ui/list-params';
import {
  adminBanners,
  adminFaqList,
  adminHotWords,
  adminPageBlocks,
  adminPhotoWall,
} from '@/lib/server/domain/content';
import { requireOperatorPage } from '@/lib/server/domain/staff';

export const metadata: Metadata = { title: 'Content' };

/**
 * /admin/content: the home banners, search words, photo wall, help articles and the about /
 * why-choose pages' blocks. Each change reaches the storefront within seconds through the change
 * notices.
 */
export default async function ContentPage({ searchParams }: { searchParams: PageSearchParams }) {
  await requireOperatorPage('catalog');
  const query = listQueryOf(await searchParams);
  const tab = contentTabOf(query.tab);
  return (
    <>
      <ConsolePageHead title="Content" lead="What the storefront says besides its products." />
      <ContentTabs current={tab} />
      {await section(tab, query.article)}
    </>
  );
}

async function section(tab: ReturnType<typeof contentTabOf>, article: string | undefined) {
  switch (tab) {
    case 'banners':
      return <BannerEditor banners={(await adminBanners()).list} />;
    case 'words':
      return <HotWordsEditor words={(await adminHotWords()).list} />;
    case 'photos':
      return <PhotoWallEditor entries={(await adminPhotoWall()).list} />;
    case 'faq': {
      const { list } = await adminFaqList();
      const chosen = article === 'new' ? 'new' : (list.find((entry) => String(entry.id) === article) ?? null);
      return <FaqEditor articles={list} chosen={chosen} />;
    }
    case 'pages':
      return <PageBlocksEditor blocks={(await adminPageBlocks()).list} />;
  }
}
