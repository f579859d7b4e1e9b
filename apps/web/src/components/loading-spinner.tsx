import Spinner from 'react-bootstrap/Spinner';

export interface LoadingSpinnerProps {
  /** Read by screen readers in place of the spinner. */
  label?: string;
  className?: string;
}

export function LoadingSpinner({
  label = '불러오는 중입니다.',
  className = 'py-5',
}: LoadingSpinnerProps) {
  return (
    <div className={`d-flex justify-content-center ${className}`}>
      <Spinner animation="border" variant="primary" role="status">
        <span className="visually-hidden">{label}</span>
      </Spinner>
    </div>
  );
}
