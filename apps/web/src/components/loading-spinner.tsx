import Spinner from 'react-bootstrap/Spinner';

export interface LoadingSpinnerProps {
  /** Read by screen readers in place of the spinner. */
  label?: string;
  /** Spacing round it; by default it stands in for a screen's content, with room of its own. */
  className?: string;
}

/**
 * A quiet spinner in the middle of the space the content will take. It fades in only after a
 * moment, so a quick answer shows no flash of it; screen readers hear `label` at once.
 */
export function LoadingSpinner({
  label = '불러오는 중입니다.',
  className = 'py-5 app-loading-page',
}: LoadingSpinnerProps) {
  return (
    <div className={`app-loading d-flex justify-content-center align-items-center ${className}`}>
      <Spinner animation="border" variant="primary" role="status" className="app-loading-spinner">
        <span className="visually-hidden">{label}</span>
      </Spinner>
    </div>
  );
}
