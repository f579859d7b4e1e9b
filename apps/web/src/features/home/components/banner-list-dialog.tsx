import { BANNER_TEXT, type BannerSlide } from '@store/contract';
import { DialogFrame } from '@/components/dialog-frame';
import { IMAGE_SIZES, ProductImage } from '@/components/product-image';

/** Every banner as a small picture with its title; picking one shows it in the slideshow. */
export default function BannerListDialog({
  banners,
  current,
  pictureSize,
  onPick,
  onHide,
}: {
  banners: BannerSlide[];
  current: number;
  /** The pictures' size in the list (a quarter of the slideshow's). */
  pictureSize: { width: number; height: number };
  onPick: (position: number) => void;
  onHide: () => void;
}) {
  return (
    <DialogFrame show onHide={onHide} centered size="lg" scrollable title={BANNER_TEXT.viewAll}>
      <ul className="list-unstyled row row-cols-1 row-cols-sm-2 g-3 mb-0">
        {banners.map((banner, position) => (
          <li key={banner.seq} className="col">
            <button
              type="button"
              className="btn btn-light w-100 p-2 text-start"
              aria-current={position === current ? 'true' : undefined}
              onClick={() => onPick(position)}
            >
              <ProductImage
                src={banner.path}
                alt=""
                width={pictureSize.width}
                height={pictureSize.height}
                sizes={IMAGE_SIZES.bannerThumbnail}
                className="d-block w-100 h-auto rounded mb-1 object-fit-cover"
              />
              <span className="small">{banner.title}</span>
            </button>
          </li>
        ))}
      </ul>
    </DialogFrame>
  );
}
