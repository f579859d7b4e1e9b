import { describe, expect, it } from 'vitest';
import { parseLegalText } from './legal-text';

describe('parseLegalText', () => {
  it('reads headings, paragraphs with their line breaks, and lists', () => {
    const body = [
      '제1조(목적)',
      '이 약관은 상점의 이용 조건을 정합니다.',
      '① 둘째 줄입니다.',
      '',
      '# 수집 항목',
      '- 아이디',
      '- 이메일',
      '이어지는 문단',
      '',
      '',
      '제12조에 따라 처리합니다.',
    ].join('\r\n');
    expect(parseLegalText(body)).toEqual([
      { kind: 'heading', text: '제1조(목적)' },
      { kind: 'paragraph', lines: ['이 약관은 상점의 이용 조건을 정합니다.', '① 둘째 줄입니다.'] },
      { kind: 'heading', text: '수집 항목' },
      { kind: 'list', items: ['아이디', '이메일'] },
      { kind: 'paragraph', lines: ['이어지는 문단'] },
      // A sentence that starts like an article is not a heading.
      { kind: 'paragraph', lines: ['제12조에 따라 처리합니다.'] },
    ]);
  });

  it('keeps markup as text, and drops an empty heading', () => {
    expect(parseLegalText('#\n<b>굵게</b>')).toEqual([
      { kind: 'paragraph', lines: ['<b>굵게</b>'] },
    ]);
  });
});
