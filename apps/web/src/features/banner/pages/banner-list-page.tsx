import { BANNER_TEXT, type Banner } from '@store/contract';
import Badge from 'react-bootstrap/Badge';
import { AdminListPage, imageColumn } from '@/components/admin-list-page';
import { recordDateColumns } from '@/components/data-table';
import { useListQuery } from '@/components/list-query';
import { warning } from '@/components/write-feedback';
import { paths } from '@/config/paths';
import { useDeleteBanner } from '../api/delete-banner';
import { useBannerList } from '../api/get-banner-list';
import { BANNER_SCREEN_TEXT } from '../banner-text';

export function BannerListPage() {
  const { q, p } = useListQuery();
  const list = useBannerList({ q, p });
  const remove = useDeleteBanner();
  return (
    <AdminListPage<Banner>
      addTo={paths.bannerAdd}
      searchId="banner-search"
      list={list}
      rows={list.data?.bannerList ?? []}
      what="배너 목록"
      emptyText={BANNER_TEXT.empty}
      columns={[
        imageColumn({ width: 120, height: 40 }, (banner) => ({
          src: banner.path,
          alt: banner.title,
        })),
        { header: '제목', cell: (banner) => banner.title },
        {
          header: '링크',
          cellProps: (banner) => ({
            className: 'text-truncate',
            style: { maxWidth: 240 },
            title: banner.link,
          }),
          cell: (banner) => banner.link,
        },
        {
          header: '사용 여부',
          cell: (banner) =>
            banner.useYn ? (
              <Badge bg="success">{BANNER_TEXT.inUse}</Badge>
            ) : (
              <Badge bg="secondary">{BANNER_TEXT.notInUse}</Badge>
            ),
        },
        ...recordDateColumns<Banner>(),
      ]}
      modifyTo={(banner) => paths.bannerModify(banner.seq)}
      deletion={{
        mutation: remove,
        title: BANNER_SCREEN_TEXT.deleteTitle,
        question: BANNER_SCREEN_TEXT.deleteConfirm,
        nameOf: (banner) => banner.title,
        failure: () => warning(BANNER_TEXT.deleteFailed),
      }}
    />
  );
}

export { BannerListPage as Component };
