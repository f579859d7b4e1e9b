import { ENDPOINTS } from '@store/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildLegalDocument } from '@/testing/storefront-fixtures';
import { errorReply, handle, renderRoute } from '@/testing/test-utils';

const { storefront } = ENDPOINTS;

const VERSIONS = {
  kind: 'TERMS' as const,
  kindName: '이용약관',
  versions: [
    { version: 2, title: '이용약관', effectiveDttm: '2026-11-21T09:30:00+09:00' },
    { version: 1, title: '이용약관', effectiveDttm: '2026-11-01T00:00:00+09:00' },
  ],
};

/** The terms in two versions: the current one, and the first when `?version=1` is asked for. */
function serveTerms() {
  const documents = handle(storefront.document, ({ query }) =>
    query.version === '1'
      ? buildLegalDocument({
          version: 1,
          title: '이용약관',
          body: '제1조(목적)\n처음 약관입니다.',
          effectiveDttm: '2026-11-01T00:00:00+09:00',
        })
      : buildLegalDocument(),
  );
  const versions = handle(storefront.versions, VERSIONS);
  return { documents, versions };
}

describe('the legal pages', () => {
  it('shows the version in effect with its 시행일, its headings, paragraphs and lists', async () => {
    const { documents } = serveTerms();
    renderRoute('/terms');

    expect(await screen.findByRole('heading', { name: '이용약관', level: 1 })).toBeTruthy();
    expect(await screen.findByText('시행일 2026.11.21 · 제2판')).toBeTruthy();
    const article = within(screen.getByRole('article'));
    expect(article.getByRole('heading', { name: '제1조(목적)', level: 2 })).toBeTruthy();
    expect(article.getByText('이 약관은 빌림마켓의 이용 조건을 정합니다.')).toBeTruthy();
    expect(article.getByRole('heading', { name: '부칙' })).toBeTruthy();
    expect(article.getByRole('listitem').textContent).toBe('시행일부터 적용합니다.');
    expect(screen.queryByText(/이전 판/)).toBeNull();
    expect(documents.calls[0]!.params).toEqual({ kind: 'TERMS' });
    expect(documents.calls[0]!.query).toEqual({});
  });

  it('lists every version and opens an older one, saying it is not the one in effect', async () => {
    serveTerms();
    const { user, address } = renderRoute('/terms');

    const list = within(await screen.findByRole('region', { name: '판 목록' }));
    const links = list.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      '제2판 (시행일 2026.11.21)',
      '제1판 (시행일 2026.11.01)',
    ]);
    expect(links[0]!.getAttribute('aria-current')).toBe('page');

    await user.click(list.getByRole('link', { name: '제1판 (시행일 2026.11.01)' }));

    expect(await screen.findByText('처음 약관입니다.')).toBeTruthy();
    expect(address()).toBe('/terms?version=1');
    expect(screen.getByText('시행일 2026.11.01 · 제1판')).toBeTruthy();
    expect(screen.getByText(/이전 판\(제1판\)입니다/)).toBeTruthy();
    await user.click(screen.getAllByRole('link', { name: '현재 판 보기' })[0]!);
    expect(await screen.findByText('이 약관은 빌림마켓의 이용 조건을 정합니다.')).toBeTruthy();
    expect(address()).toBe('/terms');
  });

  it('renders what the text holds as text, never as markup', async () => {
    handle(
      storefront.document,
      buildLegalDocument({
        kind: 'PRIVACY',
        kindName: '개인정보처리방침',
        title: '개인정보처리방침',
        version: 1,
        currentVersion: 1,
        body: '<script>alert(1)</script>\n<b>굵게</b>',
      }),
    );
    handle(storefront.versions, {
      ...VERSIONS,
      kind: 'PRIVACY',
      versions: [VERSIONS.versions[1]!],
    });
    renderRoute('/privacy');

    const article = await screen.findByRole('article');
    expect(within(article).getByText(/<script>alert\(1\)<\/script>/)).toBeTruthy();
    expect(article.querySelector('script, b')).toBeNull();
    // One version: no list to choose from.
    expect(screen.queryByRole('region', { name: '판 목록' })).toBeNull();
  });

  it('asks for the document of its address, and says so when a version does not exist', async () => {
    const documents = handle(storefront.document, errorReply('LEGAL_DOCUMENT_NOT_FOUND'));
    handle(storefront.versions, { ...VERSIONS, kind: 'RETURN_POLICY' });
    renderRoute('/return-policy?version=9');

    expect(await screen.findByText('해당 문서가 존재하지 않습니다.')).toBeTruthy();
    expect(documents.calls[0]!.params).toEqual({ kind: 'RETURN_POLICY' });
    expect(documents.calls[0]!.query).toEqual({ version: '9' });
    expect(screen.getAllByRole('link', { name: '현재 판 보기' })[0]!.getAttribute('href')).toBe(
      '/return-policy',
    );
  });
});
