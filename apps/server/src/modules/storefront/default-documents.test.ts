import { ORDER_TEXT } from '@store/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DOCUMENTS } from './default-documents';

describe("the shop's default documents", () => {
  it('say in the return policy that a confirmed receipt ends the return on screen, and where to go then', () => {
    const policy = DEFAULT_DOCUMENTS.RETURN_POLICY.body;
    const afterReceipt = policy.split('\n').find((line) => line.startsWith('- 수령 확인 후:'));
    expect(afterReceipt).toContain(ORDER_TEXT.receiveEndsReturn);
    expect(afterReceipt).toContain('고객센터');
  });
});
