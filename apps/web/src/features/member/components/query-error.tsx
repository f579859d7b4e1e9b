import Alert from 'react-bootstrap/Alert';
import { errorMessage } from '@/lib/api-client';

/** What a screen shows when its data could not be read (for example '접근권한이 없습니다.'). */
export function QueryError({ error }: { error: unknown }) {
  const { text, type } = errorMessage(error);
  return (
    <Alert variant={type === 'error' ? 'danger' : 'warning'} className="text-center">
      {text}
    </Alert>
  );
}
