import Container from 'react-bootstrap/Container';
import { PROJECT_INFO_URL, SITE_NAME } from '@/config/site';

export function Footer() {
  return (
    <footer className="border-top bg-body-tertiary py-4 mt-5">
      <Container>
        <nav aria-label="사이트 정보">
          <ul className="list-inline mb-2">
            <li className="list-inline-item me-3">
              <a href={PROJECT_INFO_URL} target="_blank" rel="noopener noreferrer">
                프로젝트 소개<span className="visually-hidden"> (새 창)</span>
              </a>
            </li>
            <li className="list-inline-item me-3">
              <a href="#terms">이용약관</a>
            </li>
            <li className="list-inline-item me-3">
              <a href="#privacy">
                <strong>개인정보처리방침</strong>
              </a>
            </li>
            <li className="list-inline-item">
              <a href="#customer-service">고객센터</a>
            </li>
          </ul>
        </nav>
        <p className="small text-body-secondary mb-1">
          이 사이트는 개인 포트폴리오 프로젝트이며, 실제 상품을 판매하거나 대여하는 상업용 사이트가
          아닙니다.
        </p>
        <p className="small text-body-secondary mb-0">© {SITE_NAME}</p>
      </Container>
    </footer>
  );
}
