import type { Member } from '@store/contract';
import Badge from 'react-bootstrap/Badge';

/** 사용 / 미사용, or 탈퇴 for a withdrawn or deleted member. */
export function MemberStatus({ member }: { member: Pick<Member, 'useYn' | 'delYn'> }) {
  if (member.delYn) return <Badge bg="secondary">탈퇴</Badge>;
  return member.useYn ? (
    <Badge bg="success">사용</Badge>
  ) : (
    <Badge bg="warning" text="dark">
      미사용
    </Badge>
  );
}
