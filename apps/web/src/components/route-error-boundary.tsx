import Container from 'react-bootstrap/Container';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { LinkButton } from './link-button';

const NOT_FOUND = {
  heading: '페이지를 찾을 수 없습니다',
  text: '주소가 올바른지 다시 확인해주세요.',
};

function describe(error: unknown): { heading: string; text: string } {
  if (isRouteErrorResponse(error) && error.status === 404) return NOT_FOUND;
  if (error instanceof ApiError)
    return { heading: '요청을 처리하지 못했습니다', text: error.message };
  return {
    heading: '문제가 발생했습니다',
    text: '일시적인 오류로 화면을 표시하지 못했습니다. 잠시 후 다시 시도해주세요.',
  };
}

/** A full-screen message with the way home: the routes' errors, and the back office's refusal. */
export function ErrorScreen({ heading, text }: { heading: string; text: string }) {
  return (
    <Container className="py-5 text-center">
      <h1 className="h3 mb-3">{heading}</h1>
      <p className="text-body-secondary mb-4">{text}</p>
      <LinkButton to={paths.home}>홈으로</LinkButton>
    </Container>
  );
}

/** The `errorElement` of the routes: what a person sees when a screen fails to load or render. */
export function RouteErrorBoundary() {
  return <ErrorScreen {...describe(useRouteError())} />;
}

/** An address that matches no route. */
export function NotFound() {
  return <ErrorScreen {...NOT_FOUND} />;
}
