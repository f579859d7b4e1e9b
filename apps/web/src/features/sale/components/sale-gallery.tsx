import type { Image } from '@store/contract';
import { useState } from 'react';
import { IMAGE_SIZES, ProductImage } from '@/components/product-image';
import { SALE_SCREEN_TEXT } from '../sale-text';

/** The listing's thumbnails: one large image and a button per thumbnail to show it. */
export function SaleGallery({ title, images }: { title: string; images: readonly Image[] }) {
  const [chosen, setChosen] = useState(0);
  const current = images[Math.min(chosen, images.length - 1)];
  return (
    <div>
      <div className="ratio ratio-1x1 bg-body-tertiary rounded overflow-hidden border">
        <ProductImage
          src={current?.path}
          alt={SALE_SCREEN_TEXT.mainImage(title)}
          width={600}
          height={600}
          sizes={IMAGE_SIZES.saleGallery}
          eager
        />
      </div>
      {images.length > 1 && (
        <ul className="list-unstyled d-flex flex-wrap gap-2 mt-2 mb-0">
          {images.map((image, index) => (
            <li key={image.name}>
              <button
                type="button"
                className={`p-0 border rounded overflow-hidden bg-transparent${
                  index === chosen ? ' border-primary border-2' : ''
                }`}
                aria-pressed={index === chosen}
                aria-label={SALE_SCREEN_TEXT.showImage(index + 1)}
                onClick={() => setChosen(index)}
              >
                <ProductImage
                  src={image.path}
                  alt=""
                  width={64}
                  height={64}
                  sizes="64px"
                  className="d-block object-fit-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
