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
import { Picture, type Rgb } from './png';

type Motif = 'tent' | 'appliance' | 'camera' | 'baby' | 'tool' | 'travel' | 'kitchen';

/** The demo shop's categories: name, the motif of their pictures, their light and dark colour. */
const CATEGORIES: [name: string, motif: Motif, light: Rgb, dark: Rgb][] = [
  ['캠핑', 'tent', [220, 240, 225], [120, 170, 130]],
  ['가전', 'appliance', [225, 235, 250], [110, 140, 200]],
  ['카메라', 'camera', [235, 235, 240], [90, 95, 110]],
  ['유아용품', 'baby', [252, 232, 238], [225, 150, 175]],
  ['공구', 'tool', [253, 240, 220], [230, 150, 70]],
  ['여행', 'travel', [220, 245, 245], [80, 170, 175]],
  ['주방', 'kitchen', [250, 240, 230], [200, 110, 90]],
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
][] = [
  ['캠핑', '코베아', '패밀리 돔 텐트 4인용', '310x240x185cm, 8.2kg', 89000, 12],
  ['캠핑', '헬리녹스', '체어원 경량 캠핑 의자', '52x50x66cm, 890g', 19000, 30],
  ['캠핑', '스노우피크', '티타늄 싱글 머그 450', '450ml, 티타늄', 9000, 40],
  ['캠핑', '콜맨', '캠핑 랜턴 LED 1500루멘', '충전식, 1500lm', 15000, 25],
  ['캠핑', '캠프라인', '동계용 구스 침낭', '220x80cm, 필파워 700', 39000, 15],
  ['가전', 'LG전자', '퓨리케어 공기청정기', '40평형, 필터 포함', 45000, 10],
  ['가전', '삼성전자', '비스포크 제트 무선청소기', '210W, 배터리 2개', 55000, 8],
  ['가전', '다이슨', '슈퍼소닉 헤어드라이어', '1600W', 29000, 14],
  ['가전', '쿠쿠', '트윈프레셔 전기밥솥 6인용', '6인용, 압력/무압', 25000, 9],
  ['가전', '위닉스', '뽀송 제습기 16L', '16L/일', 35000, 11],
  ['카메라', '소니', 'A7 IV 풀프레임 미러리스', '바디 + 28-70mm 렌즈', 79000, 6],
  ['카메라', '캐논', 'EOS R6 Mark II', '바디 + 24-105mm 렌즈', 85000, 5],
  ['카메라', 'DJI', '오즈모 포켓 3', '1인치 센서, 4K 120fps', 32000, 12],
  ['카메라', '고프로', 'HERO 12 액션캠', '방수 10m, 5.3K', 27000, 18],
  ['유아용품', '부가부', '폭스5 절충형 유모차', '신생아~22kg', 69000, 7],
  ['유아용품', '싸이벡스', '클라우드 T 신생아 카시트', '40~87cm, ISOFIX', 49000, 6],
  ['유아용품', '피셔프라이스', '아기 체육관 피아노 매트', '0개월 이상', 15000, 20],
  ['유아용품', '스토케', '트립트랩 원목 하이체어', '6개월 이상, 원목', 25000, 9],
  ['공구', '보쉬', '충전 임팩트 드릴 18V', '배터리 2개, 충전기', 15000, 20],
  ['공구', '마끼다', '원형톱 165mm', '1050W, 165mm 날', 19000, 8],
  ['공구', '디월트', '레이저 거리 측정기 30m', '측정 거리 30m', 9000, 15],
  ['공구', '카처', '고압 세척기 K3', '120bar, 1600W', 25000, 10],
  ['공구', '블랙앤데커', '전동 잔디깎이', '1200W, 32cm', 22000, 6],
  ['여행', '샘소나이트', '캐리어 28인치 하드', '28인치, TSA 잠금', 19000, 16],
  ['여행', '리모와', '에센셜 캐빈 기내용', '20인치, 폴리카보네이트', 29000, 6],
  ['여행', '앤커', '보조배터리 20000mAh', 'PD 65W', 5000, 40],
  ['여행', '에그', '포켓 와이파이 해외용', '데이터 무제한, 120개국', 6000, 35],
  ['주방', '르크루제', '시그니처 무쇠 냄비 24cm', '24cm, 4.2L', 15000, 12],
  ['주방', '필립스', '에어프라이어 XXL', '7.3L, 2225W', 18000, 14],
  ['주방', '네스프레소', '버츄오 넥스트 커피머신', '캡슐형, 1.1L', 16000, 10],
  ['주방', '쿠진아트', '스탠드 믹서 5.5L', '800W, 12단', 24000, 7],
  ['주방', '휴롬', '원액기 H-AI', '저속 착즙, 43rpm', 21000, 8],
];

const shade = ([r, g, b]: Rgb, amount: number): Rgb =>
  [r, g, b].map((v) => Math.max(0, Math.min(255, Math.round(v + amount)))) as unknown as Rgb;

/** Paints the category's motif centred on (cx, cy) at scale `s`. */
function paintMotif(
  picture: Picture,
  motif: Motif,
  cx: number,
  cy: number,
  s: number,
  ink: Rgb,
  accent: Rgb,
  dark: Rgb,
) {
  switch (motif) {
    case 'tent':
      picture.triangle(
        [cx - 160 * s, cy + 110 * s],
        [cx + 160 * s, cy + 110 * s],
        [cx, cy - 130 * s],
        ink,
      );
      picture.triangle(
        [cx - 40 * s, cy + 110 * s],
        [cx + 40 * s, cy + 110 * s],
        [cx, cy - 10 * s],
        accent,
      );
      break;
    case 'appliance':
      picture
        .rect(cx - 100 * s, cy - 150 * s, 200 * s, 280 * s, ink, 24 * s)
        .circle(cx, cy + 10 * s, 60 * s, accent);
      break;
    case 'camera':
      picture
        .rect(cx - 170 * s, cy - 90 * s, 340 * s, 200 * s, ink, 28 * s)
        .rect(cx - 60 * s, cy - 130 * s, 120 * s, 50 * s, ink, 12 * s)
        .circle(cx, cy + 10 * s, 75 * s, accent)
        .circle(cx, cy + 10 * s, 45 * s, ink);
      break;
    case 'baby':
      picture
        .circle(cx, cy - 20 * s, 110 * s, ink)
        .circle(cx - 110 * s, cy - 110 * s, 45 * s, ink)
        .circle(cx + 110 * s, cy - 110 * s, 45 * s, ink);
      picture
        .circle(cx - 40 * s, cy - 40 * s, 14 * s, accent)
        .circle(cx + 40 * s, cy - 40 * s, 14 * s, accent);
      break;
    case 'tool':
      picture
        .rect(cx - 150 * s, cy - 110 * s, 260 * s, 90 * s, ink, 20 * s)
        .rect(cx - 40 * s, cy - 30 * s, 70 * s, 160 * s, ink, 14 * s);
      picture.rect(cx + 100 * s, cy - 85 * s, 70 * s, 40 * s, accent, 8 * s);
      break;
    case 'travel':
      picture
        .rect(cx - 120 * s, cy - 120 * s, 240 * s, 260 * s, ink, 30 * s)
        .rect(cx - 50 * s, cy - 170 * s, 100 * s, 60 * s, ink, 16 * s);
      picture
        .rect(cx - 30 * s, cy - 150 * s, 60 * s, 30 * s, shade(dark, 20), 8 * s)
        .rect(cx - 90 * s, cy - 40 * s, 180 * s, 20 * s, accent, 8 * s);
      break;
    case 'kitchen':
      picture
        .rect(cx - 150 * s, cy - 60 * s, 300 * s, 170 * s, ink, 40 * s)
        .rect(cx - 170 * s, cy - 90 * s, 340 * s, 40 * s, ink, 16 * s);
      picture.circle(cx, cy - 110 * s, 22 * s, accent);
      break;
  }
}

/** A product picture: the category's motif on its colours, varied by `variant`. */
export function drawProduct(
  motif: Motif,
  colors: [Rgb, Rgb],
  variant: number,
  width = 480,
  height = 480,
): Buffer {
  const [light, dark] = colors;
  const picture = new Picture(width, height).gradient(
    shade(light, variant * 6),
    shade(dark, -variant * 8),
  );
  const s = Math.min(width, height) / 480;
  const accent = shade(light, 25);
  picture.circle(width / 2 + 150 * s, height / 2 - 150 * s, 40 * s, accent);
  paintMotif(picture, motif, width / 2, height / 2 + 20 * s, s, shade(dark, -70), accent, dark);
  return picture.toPng();
}

/** A wide banner: the motif on the right, two bars standing for a headline on the left. */
function drawBanner(colors: [Rgb, Rgb], motif: Motif): Buffer {
  const [light, dark] = colors;
  const picture = new Picture(1200, 400).gradient(light, dark);
  picture.circle(930, 200, 170, shade(light, 20));
  paintMotif(picture, motif, 930, 215, 0.62, shade(dark, -70), shade(light, 25), dark);
  picture
    .rect(110, 130, 520, 44, shade(dark, -60), 22)
    .rect(110, 205, 380, 30, shade(light, 15), 15);
  picture.rect(110, 270, 160, 44, shade(dark, -40), 22);
  return picture.toPng();
}

const COURIERS = [
  ['04', 'CJ대한통운', '1588-1255'],
  ['01', '우체국택배', '1588-1300'],
  ['05', '한진택배', '1588-0011'],
  ['08', '롯데택배', '1588-2121'],
  ['06', '로젠택배', '1588-9988'],
] as const;

const DESCRIPTION = (name: string, standard: string) =>
  [
    `${name}을(를) 필요한 기간만큼 부담 없이 빌려 쓰세요.`,
    '',
    `· 규격: ${standard}`,
    '· 대여 기간: 30일 / 90일 / 180일 / 360일 중 선택',
    '· 기간 연장과 반납 신청은 마이페이지의 대여현황에서 할 수 있습니다.',
    '· 모든 상품은 반납 후 전문 세척과 점검을 거쳐 다시 발송됩니다.',
  ].join('\n');

/** Seeds categories, couriers, products, listings and banners, with generated pictures. */
export async function seedCatalogue(
  ctx: AppContext,
): Promise<{ categorySeqs: Map<string, number> }> {
  const save = (content: Buffer) => ctx.images.save(content, 'png');
  for (const [code, name, callNo] of COURIERS)
    await ctx.db.insert(deliveryCompanies).values({ code, name, callNo });

  const categorySeqs = new Map<string, number>();
  let listingIndex = 0;
  for (const [categoryName, motif, light, dark] of CATEGORIES) {
    const colors: [Rgb, Rgb] = [light, dark];
    const icon = await save(drawProduct(motif, colors, 0, 320, 320));
    const [categoryRow] = await ctx.db
      .insert(categories)
      .values({ name: categoryName, imageName: icon.name, imagePath: icon.path })
      .returning({ seq: categories.seq });
    categorySeqs.set(categoryName, categoryRow!.seq);

    const carried = PRODUCTS.filter(([category]) => category === categoryName);
    for (const [index, [, brand, name, standard, price, stock]] of carried.entries()) {
      const [product] = await ctx.db
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
      const productPicture = await save(drawProduct(motif, colors, index));
      await ctx.db.insert(productImages).values({ productSeq: product!.seq, ...productPicture });

      // Most products get one listing; every other one a second, bundled listing too.
      const offers = index % 2 === 0 ? [name, `${name} + 소모품 세트`] : [name];
      for (const [offerIndex, title] of offers.entries()) {
        listingIndex += 1;
        const quantity = Math.max(1, Math.floor(stock / offers.length));
        const salePrice = Math.round((price * (offerIndex === 0 ? 1 : 1.2)) / 100) * 100;
        const [sale] = await ctx.db
          .insert(sales)
          .values({
            saleNo: await nextBusinessNo(ctx.db, 'SA', ctx.clock.now()),
            productSeq: product!.seq,
            categorySeq: categoryRow!.seq,
            title: `[${brand}] ${title}`,
            salePrice,
            deliveryFee: listingIndex % 3 === 0 ? 0 : 3000,
            quantity,
            content: DESCRIPTION(name, standard),
            ...demoOffer(name, salePrice, index, offerIndex),
          })
          .returning({ seq: sales.seq });
        // Resized together (sharp works off the main thread).
        const pictures = await Promise.all([
          save(drawProduct(motif, colors, index + offerIndex)),
          save(drawProduct(motif, colors, index + offerIndex + 3)),
          save(drawProduct(motif, colors, index + 5, 800, 500)),
        ]);
        await ctx.db.insert(saleImages).values([
          { saleSeq: sale!.seq, kind: 'THUMBNAIL', ...pictures[0]!, sortOrder: 0 },
          { saleSeq: sale!.seq, kind: 'THUMBNAIL', ...pictures[1]!, sortOrder: 1 },
          { saleSeq: sale!.seq, kind: 'CONTENT', ...pictures[2]!, sortOrder: 0 },
        ]);
      }
    }
  }

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
  for (const { title, link, category } of slides) {
    const [, motif, light, dark] = CATEGORIES.find(([name]) => name === category)!;
    const image = await save(drawBanner([light, dark], motif));
    await ctx.db
      .insert(banners)
      .values({ title, link, imageName: image.name, imagePath: image.path });
  }
  return { categorySeqs };
}
