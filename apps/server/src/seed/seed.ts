import { count } from 'drizzle-orm';
import { ROLE_USER } from '@store/contract';
import { DEMO_ADMIN } from '../config/env';
import { nextBusinessNo } from '../db/business-no';
import { members } from '../db/schema';
import type { AppContext } from '../platform/context';
import { hashPassword, verifyPassword } from '../platform/passwords';
import { findMemberRowByMemberId } from '../modules/member/member.repository';
import { ensureAdministrator } from '../modules/member/member.service';
import { seedCatalogue } from './catalogue-seed';
import { seedCarts } from './cart-seed';
import { seedNotifications } from './notification-seed';
import { seedContacts } from './contact-seed';
import { seedOrders } from './order-seed';
import { seedStockHistory } from './stock-seed';
import { seedStorefront } from './storefront-seed';

export const DEMO_MEMBERS = [
  {
    memberId: 'member1',
    password: 'member1234!',
    name: '김민지',
    email: 'minji.kim@example.com',
    phone: '010-1234-5678',
    birthDate: '1994-03-15',
    postCode: '06236',
    addr: '서울 강남구 테헤란로 152',
    addrDetail: '12층 1201호',
  },
  {
    memberId: 'member2',
    password: 'member1234!',
    name: '이준호',
    email: 'junho.lee@example.com',
    phone: '010-9876-5432',
    birthDate: '1988-11-02',
    postCode: '48058',
    addr: '부산 해운대구 센텀중앙로 79',
    addrDetail: '3동 804호',
  },
] as const;

/**
 * The demo shop's sign-ins that still open an active account with their published password: a
 * database that was once a demo shop must not go public like that (DESIGN §19).
 */
export async function openDemoSignIns(ctx: AppContext): Promise<string[]> {
  const open: string[] = [];
  for (const { memberId, password } of [DEMO_ADMIN, ...DEMO_MEMBERS]) {
    const row = await findMemberRowByMemberId(ctx.db, memberId);
    if (row && row.useYn && !row.delYn && (await verifyPassword(row.passwordHash, password)))
      open.push(memberId);
  }
  return open;
}

export interface SeedReport {
  seeded: boolean;
  signIns: { role: string; memberId: string; password: string }[];
}

/** The demo shop, written once into an empty database so that every screen shows something. */
export async function seedDemoShop(ctx: AppContext): Promise<SeedReport> {
  const admin = ctx.settings.admin ?? DEMO_ADMIN;
  const signIns = [
    {
      role: '관리자',
      memberId: admin.memberId,
      password: ctx.settings.admin ? '(ADMIN_PASSWORD)' : admin.password,
    },
    ...DEMO_MEMBERS.map((m) => ({ role: '회원', memberId: m.memberId, password: m.password })),
  ];
  const [existing] = await ctx.db.select({ total: count() }).from(members);
  if ((existing?.total ?? 0) > 0) return { seeded: false, signIns };

  await ensureAdministrator(ctx, admin);
  for (const demo of DEMO_MEMBERS) {
    const { password, ...profile } = demo;
    await ctx.db.insert(members).values({
      ...profile,
      memberNo: await nextBusinessNo(ctx.db, 'ME', ctx.clock.now()),
      passwordHash: await hashPassword(password),
      roles: ROLE_USER,
    });
  }
  // Before anything mails: every message ends with the shop's business details.
  await seedStorefront(ctx, [
    { memberId: 'member1', marketing: false },
    { memberId: 'member2', marketing: true },
  ]);
  await seedCatalogue(ctx);
  await seedOrders(ctx);
  await seedStockHistory(ctx, admin.memberId);
  await seedContacts(ctx);
  await seedCarts(ctx);
  await seedNotifications(ctx);
  return { seeded: true, signIns };
}
