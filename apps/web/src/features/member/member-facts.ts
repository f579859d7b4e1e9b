import type { Member } from '@store/contract';
import { formatDate } from '@/lib/format';
import type { Fact } from './components/fact-list';

/** The profile as the member sees it (my info). */
export const profileFacts = (member: Member): Fact[] => [
  { label: '아이디', value: member.memberId },
  { label: '이름', value: member.name },
  { label: '이메일', value: member.email },
  { label: '연락처', value: member.phone },
  { label: '생년월일', value: formatDate(member.birthDate) },
  { label: '우편번호', value: member.postCode },
  { label: '주소', value: member.addr },
  { label: '상세주소', value: member.addrDetail },
];

/** Everything an administrator sees of a member. */
export const memberAdminFacts = (member: Member): Fact[] => [
  { label: '회원번호', value: member.memberNo },
  ...profileFacts(member),
  { label: '가입일', value: formatDate(member.insertDttm) },
  { label: '수정일', value: formatDate(member.updateDttm) },
  { label: '사용 여부', value: member.useYn ? '사용' : '미사용' },
  { label: '탈퇴 여부', value: member.delYn ? '탈퇴' : '아니오' },
];
