import { useNavigate } from 'react-router';
import { useOnce } from '@/components/use-once';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { ORDER_SCREEN_TEXT } from '../order-text';

/** An address that names no order: '잘못된 접근입니다.' and home (once, also under StrictMode). */
export function WrongAccess() {
  const navigate = useNavigate();
  const toast = useToast();
  useOnce(true, () => {
    toast.show({ text: ORDER_SCREEN_TEXT.wrongAccess, type: 'warning' });
    void navigate(paths.home, { replace: true });
  });
  return null;
}
