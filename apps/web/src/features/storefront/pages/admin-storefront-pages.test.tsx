import { ENDPOINTS, ERRORS, success } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAdminLegalDocument, buildShopInfo } from '@/testing/storefront-fixtures';
import { errorReply, findToast, handle, renderRoute, signIn } from '@/testing/test-utils';

const { storefront } = ENDPOINTS;

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/** An administrator on the business details, which are saved as sent. */
function serveShopInfo() {
  signIn('boss', { admin: true });
  handle(storefront.info, buildShopInfo());
  return handle(storefront.saveInfo, ({ parsed }) => ({
    info: { ...buildShopInfo(), ...parsed, updateDttm: '2026-11-22T10:00:00+09:00' },
    message: success('사업자 정보를 저장했습니다.'),
  }));
}

describe("the administrator's business details", () => {
  it('shows what is registered, refuses bad values on their fields, and saves', async () => {
    const saves = serveShopInfo();
    const { user } = renderRoute('/shop/info');

    expect(await screen.findByRole('heading', { name: '사업자 정보', level: 1 })).toBeTruthy();
    await waitFor(() => expect(field('상호').value).toBe('빌림마켓 데모상점'));
    expect(screen.getByText('마지막 저장: 2026.11.20 10:00')).toBeTruthy();

    await user.clear(field('사업자등록번호'));
    await user.type(field('사업자등록번호'), '124-81-00997');
    await user.clear(field('고객센터 전화'));
    await user.type(field('고객센터 전화'), '12');
    await user.clear(field('대표자'));
    await user.click(screen.getByRole('button', { name: '저장' }));

    expect(
      await screen.findByText('사업자등록번호가 올바르지 않습니다. 번호를 다시 확인해주세요.'),
    ).toBeTruthy();
    expect(
      screen.getByText('고객센터 전화번호 형식이 올바르지 않습니다. 예: 02-1234-5678, 1588-1234'),
    ).toBeTruthy();
    expect(screen.getByText('대표자를 입력해주세요.')).toBeTruthy();
    expect(saves.calls).toHaveLength(0);

    await user.clear(field('사업자등록번호'));
    await user.type(field('사업자등록번호'), '1248100998');
    await user.clear(field('고객센터 전화'));
    await user.type(field('고객센터 전화'), '15881234');
    await user.type(field('대표자'), '김대표');
    await user.click(screen.getByRole('button', { name: '저장' }));

    await findToast('사업자 정보를 저장했습니다.');
    expect(saves.calls[0]!.body).toMatchObject({
      ceoName: '김대표',
      businessNo: '1248100998',
      csPhone: '15881234',
    });
    // As the server keeps them.
    await waitFor(() => expect(field('사업자등록번호').value).toBe('124-81-00998'));
    expect(field('고객센터 전화').value).toBe('1588-1234');
  });

  it("puts the server's refusal on its field", async () => {
    signIn('boss', { admin: true });
    handle(storefront.info, buildShopInfo());
    handle(
      storefront.saveInfo,
      errorReply('VALIDATION_FAILED', {
        fieldErrors: { email: '이메일 형식이 올바르지 않습니다.' },
      }),
    );
    const { user } = renderRoute('/shop/info');
    await waitFor(() => expect(field('이메일').value).toBe('help@billim-market.example'));

    await user.click(screen.getByRole('button', { name: '저장' }));

    expect(await screen.findByText('이메일 형식이 올바르지 않습니다.')).toBeTruthy();
    expect(field('이메일').getAttribute('aria-invalid')).toBe('true');
  });

  it('saves the 사업자등록번호 its hint gives as the example', async () => {
    const saves = serveShopInfo();
    const { user } = renderRoute('/shop/info');
    await waitFor(() => expect(field('상호').value).toBe('빌림마켓 데모상점'));

    const number = field('사업자등록번호');
    const hint = document.getElementById(`${number.id}-help`)?.textContent ?? '';
    const example = /예: (\S+)$/.exec(hint)?.[1] ?? '';
    await user.clear(number);
    await user.type(number, example);
    await user.click(screen.getByRole('button', { name: '저장' }));

    await findToast('사업자 정보를 저장했습니다.');
    expect(saves.calls[0]!.body).toMatchObject({ businessNo: example });
    expect(number.getAttribute('aria-invalid')).toBeNull();
  });

  it('asks for every detail before the first save', async () => {
    signIn('boss', { admin: true });
    handle(
      storefront.info,
      buildShopInfo({
        companyName: '빌림마켓',
        ceoName: '',
        businessAddress: '',
        csPhone: '',
        csHours: '',
        email: '',
        businessNo: '',
        mailOrderNo: '',
        hostingProvider: '',
        privacyOfficer: '',
        updateDttm: null,
      }),
    );
    renderRoute('/shop/info');
    expect(await screen.findByText(/아직 저장된 사업자 정보가 없습니다/)).toBeTruthy();
  });
});

describe("the administrator's documents", () => {
  const DOCUMENTS = [
    buildAdminLegalDocument(),
    buildAdminLegalDocument({
      kind: 'PRIVACY',
      kindName: '개인정보처리방침',
      title: '개인정보처리방침',
      version: 3,
      body: '# 보호책임자\n개인정보 보호책임자: {개인정보 보호책임자}',
      effectiveDttm: '2026-11-15T09:00:00+09:00',
      authorId: 'boss',
    }),
    buildAdminLegalDocument({
      kind: 'MARKETING',
      kindName: '광고성 정보 수신 동의',
      title: '광고성 정보 수신 동의 (선택)',
    }),
  ];

  function serveDocuments() {
    signIn('boss', { admin: true });
    handle(storefront.info, buildShopInfo({ privacyOfficer: '김보호' }));
    handle(storefront.adminDocuments, { documentList: DOCUMENTS });
  }

  it('lists each document with its version, date and author, and links the public pages', async () => {
    serveDocuments();
    renderRoute('/shop/documents');

    const table = await screen.findByRole('table', { name: '약관·방침 문서' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 5)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['이용약관', '이용약관', '제1판', '2026.11.01', '기본 문서'],
      ['개인정보처리방침', '개인정보처리방침', '제3판', '2026.11.15', 'boss'],
      ['광고성 정보 수신 동의', '광고성 정보 수신 동의 (선택)', '제1판', '2026.11.01', '기본 문서'],
    ]);
    expect(
      within(rows[1]!)
        .getByRole('link', { name: '공개 화면 보기 (개인정보처리방침)' })
        .getAttribute('href'),
    ).toBe('/privacy');
    // The sign-up consents have no page of their own.
    expect(within(rows[2]!).queryByRole('link')).toBeNull();
  });

  it('publishes the next version from the current text, with a preview as readers see it', async () => {
    serveDocuments();
    const publishes = handle(storefront.publish, ({ params, parsed }) => ({
      document: buildAdminLegalDocument({
        kind: params.kind as 'PRIVACY',
        version: 4,
        title: parsed.title,
        body: parsed.body,
        authorId: 'boss',
      }),
      message: success('개인정보처리방침 제4판을 게시했습니다. 지금부터 이 판이 적용됩니다.'),
    }));
    const { user } = renderRoute('/shop/documents');

    await user.click(await screen.findByRole('button', { name: '개인정보처리방침 새 판 작성' }));
    const editor = within(
      await screen.findByRole('region', { name: '개인정보처리방침 제4판 작성' }),
    );
    await waitFor(() => expect(document.activeElement).toBe(field('제목')));
    expect(field('내용').value).toBe('# 보호책임자\n개인정보 보호책임자: {개인정보 보호책임자}');
    const preview = within(editor.getByRole('region', { name: '미리보기' }));
    expect(preview.getByRole('heading', { name: '보호책임자' })).toBeTruthy();
    expect(preview.getByText('개인정보 보호책임자: 김보호')).toBeTruthy();

    await user.clear(field('내용'));
    await user.type(field('내용'), '제1조(목적){enter}새 방침입니다. {{상호}');
    expect(preview.getByRole('heading', { name: '제1조(목적)' })).toBeTruthy();
    expect(preview.getByText('새 방침입니다. 빌림마켓 데모상점')).toBeTruthy();

    await user.click(editor.getByRole('button', { name: '새 판 게시' }));

    await findToast('개인정보처리방침 제4판을 게시했습니다. 지금부터 이 판이 적용됩니다.');
    expect(publishes.calls.map(({ params, body }) => ({ params, body }))).toEqual([
      {
        params: { kind: 'PRIVACY' },
        body: {
          title: '개인정보처리방침',
          body: '제1조(목적)\n새 방침입니다. {상호}',
          baseVersion: 3,
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('region', { name: /제4판 작성/ })).toBeNull());
  });

  it('refuses an empty text on its field, and says so when another version came first', async () => {
    serveDocuments();
    const publishes = handle(storefront.publish, errorReply('STALE_EDIT'));
    const { user } = renderRoute('/shop/documents');

    await user.click(await screen.findByRole('button', { name: '이용약관 새 판 작성' }));
    await user.clear(await screen.findByLabelText('내용'));
    await user.click(screen.getByRole('button', { name: '새 판 게시' }));
    expect(await screen.findByText('내용을 입력해주세요.')).toBeTruthy();
    expect(publishes.calls).toHaveLength(0);

    await user.type(field('내용'), '고친 약관');
    await user.click(screen.getByRole('button', { name: '새 판 게시' }));
    await findToast(ERRORS.STALE_EDIT.text, 'alert');
    expect(publishes.calls).toHaveLength(1);
    expect(screen.getByRole('region', { name: '이용약관 제2판 작성' })).toBeTruthy();
  });
});
