import { inArray } from 'drizzle-orm';
import { shopInfoBodySchema, type ShopInfoBody } from '@store/contract';
import { members } from '../db/schema';
import type { AppContext } from '../platform/context';
import { startSettings } from '../modules/notification/notification.service';
import { recordSignupConsents, saveShopInfo } from '../modules/storefront/storefront.service';

/**
 * The demo shop's business details: plainly fictional, so nobody takes them for a real business
 * (the all-zero 사업자등록번호 also makes the footer say the shop is a demonstration).
 */
export const DEMO_SHOP_INFO: ShopInfoBody = {
  companyName: '빌림마켓 데모상점',
  ceoName: '홍길동',
  businessAddress: '서울특별시 데모구 예시로 123, 4층 (가상의 주소)',
  csPhone: '02-0000-0000',
  csHours: '평일 10:00~18:00 (점심 12:00~13:00, 주말·공휴일 휴무)',
  email: 'help@billim-market.example',
  businessNo: '000-00-00000',
  mailOrderNo: '제0000-데모-0000호',
  hostingProvider: '데모 호스팅(가상)',
  privacyOfficer: '김보호 (데모)',
};

/**
 * The shop's details, checked as the administrator's form checks them, and the demo members'
 * sign-up answers (both agreed to the required documents; member2 also to marketing). The
 * documents themselves are the shop's default texts, written when first read.
 */
export async function seedStorefront(
  ctx: AppContext,
  demoMembers: readonly { memberId: string; marketing: boolean }[],
): Promise<void> {
  await saveShopInfo(ctx, shopInfoBodySchema.parse(DEMO_SHOP_INFO));
  const rows = await ctx.db
    .select({ seq: members.seq, memberId: members.memberId })
    .from(members)
    .where(
      inArray(
        members.memberId,
        demoMembers.map((member) => member.memberId),
      ),
    );
  for (const { memberId, marketing } of demoMembers) {
    const row = rows.find((found) => found.memberId === memberId);
    if (!row) continue;
    await recordSignupConsents(ctx.db, ctx, row.seq, { terms: true, privacy: true, marketing });
    await startSettings(ctx.db, row.seq, { marketing });
  }
}
