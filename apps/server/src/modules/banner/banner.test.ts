import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_TEXT } from '@store/contract';
import { banners } from '../../db/schema';
import { signInNewMember } from '../../testing/factories';
import { form } from '../../testing/multipart';
import { expectFieldErrors } from '../../testing/requests';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInNewMember(t, { admin: true });
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT', url: string, body: ReturnType<typeof form>) =>
  t.app.inject({ method, url, headers: { ...admin, ...body.headers }, payload: body.payload });

const storedBanners = () => t.db.select().from(banners);
const uploadedFiles = () =>
  readdirSync(path.join(t.settings.dataDir, 'uploads'), { recursive: true });

describe('banner links (architecture.md, "Rules: integrity")', () => {
  it('refuses a link a browser reads as another host, storing nothing', async () => {
    const filesBefore = uploadedFiles().length;
    for (const link of ['/\\evil.example', '//evil.example', 'http://example.com', 'data:,x']) {
      const refused = await send(
        'POST',
        '/api/banner/add',
        form({ title: '가을 기획전', link }, [{ name: 'image' }]),
      );
      expect(refused.statusCode, link).toBe(400);
      expect(refused.json(), link).toEqual({
        code: 'VALIDATION_FAILED',
        message: { text: BANNER_TEXT.linkInvalid, type: 'warning' },
        fieldErrors: { link: BANNER_TEXT.linkInvalid },
      });
    }
    expect(await storedBanners()).toEqual([]);
    expect(uploadedFiles()).toHaveLength(filesBefore);
  });

  it('refuses such a link on a modify too, leaving the banner as it was', async () => {
    const added = await send(
      'POST',
      '/api/banner/add',
      form({ title: '신규 회원', link: 'https://example.com/event' }, [{ name: 'image' }]),
    );
    expect(added.statusCode, added.body).toBe(200);
    const [banner] = await storedBanners();
    const offSite = form({ title: '신규 회원', link: '/\\evil.example', useYn: 'true' });
    await expectFieldErrors(send('PUT', `/api/banner/modify/${banner!.seq}`, offSite), {
      link: BANNER_TEXT.linkInvalid,
    });
    expect((await storedBanners())[0]?.link).toBe('https://example.com/event');
  });
});
