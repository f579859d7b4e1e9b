import type { StoredOffer } from '@store/contract';
import { nextBusinessNo } from '../db/business-no';
import {
  banners,
  categories,
  deliveryCompanies,
  productImages,
  products,
  saleImages,
  sales,
} from '../db/schema';
import type { AppContext } from '../platform/context';
import type { StoredImage } from '../platform/image-store';
import { renderPng } from './png';
import {
  bannerSvg,
  categorySvg,
  paletteOf,
  productSheetSvg,
  productSvg,
  type Palette,
  type PlacedProduct,
  type Shape,
} from './product-pictures';

/** The demo shop's categories and the hue of their pictures and banners. */
const CATEGORIES: [name: string, hue: number][] = [
  ['캠핑', 140],
  ['가전', 212],
  ['카메라', 250],
  ['유아용품', 338],
  ['공구', 28],
  ['여행', 186],
  ['주방', 6],
];

const round = (won: number, unit: number) => Math.round(won / unit) * unit;

/**
 * A demo listing's offer as Korean rental shops price theirs: longer periods cost less a month
 * (90 days 10% off, 180 days 15%, 360 days 20%), a deposit of two months' rent on the expensive
 * items, and every third product (the first listing of it) can also be bought outright. The
 * titanium mug is sold, not rented.
 */
export function demoOffer(
  name: string,
  salePrice: number,
  productIndex: number,
  listing: number,
): StoredOffer {
  if (name.includes('머그')) {
    return {
      rentalPeriods: [],
      rentalPrices: {},
      purchasePrice: round(salePrice * 3, 1000),
      deposit: 0,
      lateFeePerDay: null,
      lateFeeCap: null,
    };
  }
  return {
    rentalPeriods: [30, 90, 180, 360],
    rentalPrices: {
      90: round(salePrice * 3 * 0.9, 100),
      180: round(salePrice * 6 * 0.85, 100),
      360: round(salePrice * 12 * 0.8, 100),
    },
    purchasePrice: productIndex % 3 === 0 && listing === 0 ? round(salePrice * 9, 1000) : null,
    deposit: salePrice >= 35_000 ? round(salePrice * 2, 10_000) : 0,
    lateFeePerDay: null,
    lateFeeCap: null,
  };
}

/** What a small Korean rental shop might carry, by category, in the order they are written. */
const PRODUCTS: [
  category: string,
  brand: string,
  name: string,
  standard: string,
  price: number,
  stock: number,
  shape: Shape,
][] = [
  ['캠핑', '코베아', '패밀리 돔 텐트 4인용', '310x240x185cm, 8.2kg', 89000, 12, 'tent'],
  ['캠핑', '헬리녹스', '체어원 경량 캠핑 의자', '52x50x66cm, 890g', 19000, 30, 'chair'],
  ['캠핑', '스노우피크', '티타늄 싱글 머그 450', '450ml, 티타늄', 9000, 40, 'mug'],
  ['캠핑', '콜맨', '캠핑 랜턴 LED 1500루멘', '충전식, 1500lm', 15000, 25, 'lantern'],
  ['캠핑', '캠프라인', '동계용 구스 침낭', '220x80cm, 필파워 700', 39000, 15, 'sleepingBag'],
  ['가전', 'LG전자', '퓨리케어 공기청정기', '40평형, 필터 포함', 45000, 10, 'airPurifier'],
  ['가전', '삼성전자', '비스포크 제트 무선청소기', '210W, 배터리 2개', 55000, 8, 'vacuum'],
  ['가전', '다이슨', '슈퍼소닉 헤어드라이어', '1600W', 29000, 14, 'hairDryer'],
  ['가전', '쿠쿠', '트윈프레셔 전기밥솥 6인용', '6인용, 압력/무압', 25000, 9, 'riceCooker'],
  ['가전', '위닉스', '뽀송 제습기 16L', '16L/일', 35000, 11, 'dehumidifier'],
  ['카메라', '소니', 'A7 IV 풀프레임 미러리스', '바디 + 28-70mm 렌즈', 79000, 6, 'mirrorless'],
  ['카메라', '캐논', 'EOS R6 Mark II', '바디 + 24-105mm 렌즈', 85000, 5, 'dslr'],
  ['카메라', 'DJI', '오즈모 포켓 3', '1인치 센서, 4K 120fps', 32000, 12, 'pocketGimbal'],
  ['카메라', '고프로', 'HERO 12 액션캠', '방수 10m, 5.3K', 27000, 18, 'actionCam'],
  ['유아용품', '부가부', '폭스5 절충형 유모차', '신생아~22kg', 69000, 7, 'stroller'],
  ['유아용품', '싸이벡스', '클라우드 T 신생아 카시트', '40~87cm, ISOFIX', 49000, 6, 'carSeat'],
  ['유아용품', '피셔프라이스', '아기 체육관 피아노 매트', '0개월 이상', 15000, 20, 'playGym'],
  ['유아용품', '스토케', '트립트랩 원목 하이체어', '6개월 이상, 원목', 25000, 9, 'highChair'],
  ['공구', '보쉬', '충전 임팩트 드릴 18V', '배터리 2개, 충전기', 15000, 20, 'drill'],
  ['공구', '마끼다', '원형톱 165mm', '1050W, 165mm 날', 19000, 8, 'circularSaw'],
  ['공구', '디월트', '레이저 거리 측정기 30m', '측정 거리 30m', 9000, 15, 'laserMeter'],
  ['공구', '카처', '고압 세척기 K3', '120bar, 1600W', 25000, 10, 'pressureWasher'],
  ['공구', '블랙앤데커', '전동 잔디깎이', '1200W, 32cm', 22000, 6, 'lawnMower'],
  ['여행', '샘소나이트', '캐리어 28인치 하드', '28인치, TSA 잠금', 19000, 16, 'suitcase'],
  ['여행', '리모와', '에센셜 캐빈 기내용', '20인치, 폴리카보네이트', 29000, 6, 'cabinCase'],
  ['여행', '앤커', '보조배터리 20000mAh', 'PD 65W', 5000, 40, 'powerBank'],
  ['여행', '에그', '포켓 와이파이 해외용', '데이터 무제한, 120개국', 6000, 35, 'pocketWifi'],
  ['주방', '르크루제', '시그니처 무쇠 냄비 24cm', '24cm, 4.2L', 15000, 12, 'dutchOven'],
  ['주방', '필립스', '에어프라이어 XXL', '7.3L, 2225W', 18000, 14, 'airFryer'],
  ['주방', '네스프레소', '버츄오 넥스트 커피머신', '캡슐형, 1.1L', 16000, 10, 'coffeeMachine'],
  ['주방', '쿠진아트', '스탠드 믹서 5.5L', '800W, 12단', 24000, 7, 'standMixer'],
  ['주방', '휴롬', '원액기 H-AI', '저속 착즙, 43rpm', 21000, 8, 'slowJuicer'],
];

const COURIERS = [
  ['04', 'CJ대한통운', '1588-1255'],
  ['01', '우체국택배', '1588-1300'],
  ['05', '한진택배', '1588-0011'],
  ['08', '롯데택배', '1588-2121'],
  ['06', '로젠택배', '1588-9988'],
] as const;

/** The listing's description: what it is, its specification and how renting it works. */
function describe(name: string, standard: string, offer: StoredOffer): string {
  const rentable = offer.rentalPeriods.length > 0;
  const terms = rentable
    ? [
        `· 대여 기간: ${offer.rentalPeriods.map((days) => `${days}일`).join(' / ')} 중 선택`,
        '· 기간 연장과 반납 신청은 마이페이지의 대여현황에서 할 수 있습니다.',
        '· 모든 상품은 반납 후 전문 세척과 점검을 거쳐 다시 발송됩니다.',
      ]
    : ['· 대여 없이 구매만 할 수 있는 상품입니다.', '· 새 상품으로 검수 후 발송됩니다.'];
  return [
    rentable
      ? `${name}, 사기 전에 필요한 기간만큼 부담 없이 빌려 써 보세요.`
      : `${name}, 필요할 때 바로 받아 쓰세요.`,
    '',
    `· 규격: ${standard}`,
    ...terms,
  ].join('\n');
}

/** A distinct hue for each product, in the order they are written (golden-angle steps). */
const productHue = (position: number) => Math.round((position * 137.508 + 20) % 360);

/** The label a bundled listing's pictures carry. */
const BUNDLE_TAG = '소모품 세트';

interface CarriedProduct {
  brand: string;
  name: string;
  standard: string;
  price: number;
  stock: number;
  shape: Shape;
  palette: Palette;
  /** Its place in its category (every third can also be bought; every other is also bundled). */
  index: number;
  /** Its listings' titles: the product, and for every other one a bundle. */
  offers: string[];
}

type Save = (content: Buffer) => Promise<StoredImage>;

/**
 * The pictures of a product and its listings, drawn and stored together (resvg and sharp work off
 * the main thread): per listing a front shot, a detail shot and a wide sheet for its description;
 * the product keeps its first listing's front shot.
 */
async function drawProductPictures(product: CarriedProduct, save: Save) {
  const { shape, palette, brand, name, standard } = product;
  const listings = await Promise.all(
    product.offers.map(async (_, offerIndex) => {
      const label = { brand, name, tag: offerIndex > 0 ? BUNDLE_TAG : undefined };
      const drawn = await Promise.all([
        renderPng(productSvg(shape, palette, label, 'front')),
        renderPng(productSvg(shape, palette, label, 'detail')),
        renderPng(productSheetSvg(shape, palette, { ...label, standard })),
      ]);
      return { front: drawn[0], stored: await Promise.all(drawn.map(save)) };
    }),
  );
  return {
    product: await save(listings[0]!.front),
    listings: listings.map((listing) => listing.stored),
  };
}

const placed = (product: CarriedProduct): PlacedProduct => ({
  shape: product.shape,
  palette: product.palette,
});

/** Seeds categories, couriers, products, listings and banners, with generated pictures. */
export async function seedCatalogue(
  ctx: AppContext,
): Promise<{ categorySeqs: Map<string, number> }> {
  const save: Save = (content) => ctx.images.save(content, 'png');
  for (const [code, name, callNo] of COURIERS)
    await ctx.db.insert(deliveryCompanies).values({ code, name, callNo });

  const categorySeqs = new Map<string, number>();
  const carriedBy = new Map<string, CarriedProduct[]>();
  let listingIndex = 0;
  let productPosition = 0;
  for (const [categoryName, hue] of CATEGORIES) {
    const carried = PRODUCTS.filter(([category]) => category === categoryName).map(
      ([, brand, name, standard, price, stock, shape], index): CarriedProduct => ({
        brand,
        name,
        standard,
        price,
        stock,
        shape,
        palette: paletteOf(productHue(productPosition++)),
        index,
        offers: index % 2 === 0 ? [name, `${name} + ${BUNDLE_TAG}`] : [name],
      }),
    );
    carriedBy.set(categoryName, carried);
    const [icon, pictures] = await Promise.all([
      renderPng(categorySvg(carried.map(placed), paletteOf(hue))).then(save),
      Promise.all(carried.map((product) => drawProductPictures(product, save))),
    ]);
    const [categoryRow] = await ctx.db
      .insert(categories)
      .values({ name: categoryName, imageName: icon.name, imagePath: icon.path })
      .returning({ seq: categories.seq });
    categorySeqs.set(categoryName, categoryRow!.seq);

    for (const [position, product] of carried.entries()) {
      const { brand, name, standard, price, stock, index, offers } = product;
      const productPictures = pictures[position]!;
      const [productRow] = await ctx.db
        .insert(products)
        .values({
          productNo: await nextBusinessNo(ctx.db, 'PR', ctx.clock.now()),
          categorySeq: categoryRow!.seq,
          brand,
          name,
          standard,
          stock,
          price,
          note: `${brand} 정품, 입고 검수 완료`,
        })
        .returning({ seq: products.seq });
      await ctx.db
        .insert(productImages)
        .values({ productSeq: productRow!.seq, ...productPictures.product });

      for (const [offerIndex, title] of offers.entries()) {
        listingIndex += 1;
        const quantity = Math.max(1, Math.floor(stock / offers.length));
        const salePrice = Math.round((price * (offerIndex === 0 ? 1 : 1.2)) / 100) * 100;
        const offer = demoOffer(name, salePrice, index, offerIndex);
        const [sale] = await ctx.db
          .insert(sales)
          .values({
            saleNo: await nextBusinessNo(ctx.db, 'SA', ctx.clock.now()),
            productSeq: productRow!.seq,
            categorySeq: categoryRow!.seq,
            title: `[${brand}] ${title}`,
            salePrice,
            deliveryFee: listingIndex % 3 === 0 ? 0 : 3000,
            quantity,
            content: describe(name, standard, offer),
            ...offer,
          })
          .returning({ seq: sales.seq });
        const [front, detail, sheet] = productPictures.listings[offerIndex]!;
        await ctx.db.insert(saleImages).values([
          { saleSeq: sale!.seq, kind: 'THUMBNAIL', ...front!, sortOrder: 0 },
          { saleSeq: sale!.seq, kind: 'THUMBNAIL', ...detail!, sortOrder: 1 },
          { saleSeq: sale!.seq, kind: 'CONTENT', ...sheet!, sortOrder: 0 },
        ]);
      }
    }
  }

  // The home page sets each title over the left of its picture; the products stand on the right.
  const slides = [
    {
      title: '가을 캠핑 시즌, 텐트부터 랜턴까지 한 번에 빌리세요',
      link: `/sale/list?c=${categorySeqs.get('캠핑')}`,
      category: '캠핑',
    },
    {
      title: '사기 전에 먼저 빌려 써보세요: 전 상품 30일부터',
      link: '/sale/list',
      category: '가전',
    },
    {
      title: '처음이신가요? 회원가입하고 대여를 시작하세요',
      link: '/signup',
      category: '유아용품',
    },
  ];
  const images = await Promise.all(
    slides.map(({ category }) => {
      const [, hue] = CATEGORIES.find(([name]) => name === category)!;
      const shown = (carriedBy.get(category) ?? []).map(placed);
      return renderPng(bannerSvg(shown, paletteOf(hue))).then(save);
    }),
  );
  for (const [position, { title, link }] of slides.entries()) {
    const image = images[position]!;
    await ctx.db
      .insert(banners)
      .values({ title, link, imageName: image.name, imagePath: image.path });
  }
  return { categorySeqs };
}
